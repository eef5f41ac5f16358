import Foundation
import Playground

// A parent may have started us with SIGTERM or SIGINT blocked (a blocked mask is inherited
// through exec); SDL turns them into SDL_QUIT only if they arrive, so let them through.
var quitSignals = sigset_t()
sigemptyset(&quitSignals)
sigaddset(&quitSignals, SIGTERM)
sigaddset(&quitSignals, SIGINT)
sigprocmask(SIG_UNBLOCK, &quitSignals, nil)

exit(FlickCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
