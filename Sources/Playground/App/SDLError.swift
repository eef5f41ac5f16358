import CSDL2

extension PlaygroundError {
  /// `what` followed by SDL's own reason (SDL_GetError), as SDL wrappers turn C return codes
  /// into thrown errors.
  static func sdl(_ what: String) -> PlaygroundError {
    let reason = String(cString: SDL_GetError())
    return PlaygroundError(reason.isEmpty ? what : "\(what): \(reason)")
  }
}
