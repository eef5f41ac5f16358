import HelloScene
import Playground

// Flick's window, keys and instrument, with the hello scene first (`--scene hello`).
Flick.main(scenes: [HelloScene.self] + Flick.builtInScenes)
