import Foundation

/// Runs the built `flick` binary, as a user would, and collects its exit code and output.
struct FlickProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  /// `.build/<config>/flick`, next to the test bundle that SwiftPM builds alongside it.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("flick")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let fromArguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return fromArguments.appendingPathComponent("flick")
  }

  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary directory for one test's files.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flick-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
