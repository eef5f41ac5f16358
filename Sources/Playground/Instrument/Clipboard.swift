import CSDL2

/// The desktop's clipboard, through SDL (K writes it; Ctrl+V reads a curve from it).
enum Clipboard {
  /// The clipboard's text; nil without a video subsystem (headless) or without text.
  static func text() -> String? {
    guard SDL_WasInit(SDL_INIT_VIDEO) != 0, SDL_HasClipboardText() == SDL_TRUE,
      let pointer = SDL_GetClipboardText()
    else { return nil }
    defer { SDL_free(pointer) }
    return String(cString: pointer)
  }
}
