import Foundation
import Scenes

/// Flick's window and instrument, for any scenes: what the `flick` command runs, and what a
/// package of your own runs to see its scenes in the same window, with the HUD, plot, tuning,
/// presets, ghosts, slow motion, record and replay, trace and screenshots.
///
/// ```swift
/// // Sources/my-flick/main.swift, in a package that depends on Flick's Playground product:
/// import Playground
/// Flick.main(scenes: [ToggleScene.self] + Flick.builtInScenes)
/// ```
public enum Flick {
  /// Flick's version (`flick --version`), under semantic versioning: CHANGELOG.md says what each
  /// part promises.
  public static let version = "0.1.0"

  /// Flick's own scenes, in switcher order.
  public static var builtInScenes: [any Scene.Type] { SceneRegistry.builtIn.scenes }

  /// Parses the process's command line, runs it with `scenes` (the first is the default scene)
  /// and exits with the run's status: 0, 1 for a problem at run time, 2 for a usage error.
  public static func main(scenes: [any Scene.Type] = builtInScenes) -> Never {
    // A parent may have started us with SIGTERM or SIGINT blocked (a blocked mask is inherited
    // through exec); SDL turns them into SDL_QUIT only if they arrive, so let them through.
    var quitSignals = sigset_t()
    sigemptyset(&quitSignals)
    sigaddset(&quitSignals, SIGTERM)
    sigaddset(&quitSignals, SIGINT)
    sigprocmask(SIG_UNBLOCK, &quitSignals, nil)
    exit(FlickCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), scenes: SceneRegistry(scenes)))
  }
}
