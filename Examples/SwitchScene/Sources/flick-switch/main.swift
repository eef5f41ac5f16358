import Playground
import SwitchScene

// Every flag, key and output of `flick` works here; `--scene switch` is the default because the
// switch comes first.
Flick.main(scenes: [SwitchScene.self] + Flick.builtInScenes)
