import Foundation
import Playground

exit(FlickCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
