import Playground

Flick.main(scenes: Flick.builtInScenes)
