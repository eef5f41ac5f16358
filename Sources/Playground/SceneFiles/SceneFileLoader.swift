import CSDL2
import Foundation
import Motion
import Scenes
import Stage

/// What is wrong with a scene file, where: `FILE:LINE:COLUMN: what was expected`.
struct SceneFileProblem: Error, Equatable {
  var path: String
  var error: SceneFileError

  /// The `flick:` line's text: `FILE:LINE:COLUMN: message`.
  var message: String { "\(path):\(error.description)" }
}

/// Reads a scene file from disk into a ``Scenes/SceneKind``: the file's bytes (refused over
/// ``maximumBytes``, before they are read), its text as UTF-8, the document read and checked by
/// ``Scenes/SceneFileDocument``, its images decoded by SDL_image here, in the playground (Scenes
/// only names them). Every problem is a ``SceneFileProblem`` with a line and a column.
enum SceneFileLoader {
  /// A scene file this large is a mistake (a 1 000-layer file is about 150 KB).
  static let maximumBytes = 4 << 20
  /// The largest image a scene may show, in bytes of the file, pixels a side and pixels in all
  /// (4 096², 64 MB decoded: a 16 384² picture, within the side's bound, peaked at 2 GB).
  static let maximumImageBytes = 64 << 20
  static let maximumImageSide = 16_384
  static let maximumImagePixelSide = 4_096
  static let maximumImagePixels = maximumImagePixelSide * maximumImagePixelSide

  /// The scene's name: the file's name without its extension.
  static func name(of path: String) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return name.isEmpty ? "scene" : name
  }

  static func load(_ path: String) -> Result<SceneKind, SceneFileProblem> {
    let start = SourcePosition(line: 1, column: 1)
    func problem(_ message: String, at position: SourcePosition = start) -> Result<
      SceneKind, SceneFileProblem
    > {
      .failure(SceneFileProblem(path: path, error: SceneFileError(message, at: position)))
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      return problem("cannot read the scene file: \(String(cString: strerror(errno)).lowercased())")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return problem("cannot read the scene file: it is not a file")
    }
    guard status.st_size <= maximumBytes else {
      return problem(
        "the file is \(Self.megabytes(Int(status.st_size))); a scene file may be at most \(Self.megabytes(maximumBytes))"
      )
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return problem("cannot read the scene file: permission denied or it went away")
    }
    guard data.count <= maximumBytes else {
      return problem("the file grew past \(Self.megabytes(maximumBytes)) while read")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      return problem("the file is not UTF-8 text")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do throws(SceneFileError) {
      let document = try SceneFileDocument(name: name(of: path), text: text) { image in
        Self.image(image, in: folder)
      }
      return .success(.file(document))
    } catch {
      return .failure(SceneFileProblem(path: path, error: error))
    }
  }

  /// An image the file names, relative to the file's folder: a PNG SDL_image decodes, its size in
  /// points (one pixel a point). Its source carries the file's modification time, so a picture
  /// saved again is drawn again.
  static func image(_ name: String, in folder: URL) -> Result<SceneFileImage, SceneFileImageProblem> {
    guard !name.isEmpty else { return .failure(SceneFileImageProblem("the name is empty")) }
    let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
    let path = url.standardizedFileURL.path
    var status = stat()
    guard stat(path, &status) == 0 else {
      return .failure(SceneFileImageProblem("\(String(cString: strerror(errno)).lowercased()) (\(path))"))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .failure(SceneFileImageProblem("it is not a file"))
    }
    guard status.st_size <= maximumImageBytes else {
      return .failure(
        SceneFileImageProblem("it is \(megabytes(Int(status.st_size))), over \(megabytes(maximumImageBytes))")
      )
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(SceneFileImageProblem("permission denied"))
    }
    let head = (try? handle.read(upToCount: 24)) ?? Data()
    try? handle.close()
    guard head.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      return .failure(SceneFileImageProblem("it is not a PNG file"))
    }
    // The size from the header, before anything is decoded: SDL_image decodes the whole picture.
    if let (width, height) = Self.pngSize(head), width * height > maximumImagePixels {
      return .failure(
        SceneFileImageProblem(
          "it is \(width)×\(height) pixels; a picture may have at most \(maximumImagePixelSide)×\(maximumImagePixelSide) (\(String(format: "%.1f", Double(maximumImagePixels) / 1e6)) million)"
        ))
    }
    let version = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    let source = "\(path)#\(version)"
    // Decoded once: the renderer that draws it takes this surface, and a save that leaves the
    // picture alone does not decode it again.
    let width: Int
    let height: Int
    switch DecodedPictures.size(of: source) {
    case .failure(let failure):
      return .failure(SceneFileImageProblem("SDL_image cannot decode it: \(failure.message)"))
    case .success(let size): (width, height) = size
    }
    guard width > 0, height > 0, width <= maximumImageSide, height <= maximumImageSide else {
      return .failure(
        SceneFileImageProblem("it is \(width)×\(height) pixels; at most \(maximumImageSide) a side"))
    }
    return .success(
      SceneFileImage(source: source, size: Size(width: Double(width), height: Double(height))))
  }

  /// A PNG's width and height from its first 24 bytes (the signature, then the IHDR chunk, which
  /// the format puts first), or nil where they are not there.
  static func pngSize(_ head: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](head)
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(at: 16), number(at: 20))
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(bytes >> 10, 1)) KB"
  }
}
