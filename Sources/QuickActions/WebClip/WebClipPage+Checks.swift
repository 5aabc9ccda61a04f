extension WebClipPage {
  /// Why a title cannot name a Home Screen icon.
  public enum TitleProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The title is empty.
    case empty
    /// The title, carried here, holds a control character (a newline, a tab, NUL, …); a Home Screen name is
    /// one line of text.
    case controlCharacter(String)

    /// What is wrong, in one line, lower case.
    public var description: String {
      switch self {
      case .empty: "the title is empty"
      case .controlCharacter(let title):
        "'\(Escaping.terminalText(title, limit: 80))' holds a control character (a newline, a tab, NUL, …); "
          + "a Home Screen name is one line of text"
      }
    }
  }

  /// The page for a deep link, a title and the bytes of its images, checked in that order: the deep link
  /// (``WebClipDeepLink/parse(_:)``), the title (``titleProblem(_:)``), the icon and the launch image
  /// (``WebClipPNG/check(_:)``), then the whole page's size (``checked()``). An app passes the PNG data of
  /// its images as bytes (`Array(data)`).
  /// - Throws: the first check that fails.
  public init(checking deepLink: String, title: String, icon: [UInt8]? = nil, splash: [UInt8]? = nil)
    throws(WebClipPageError)
  {
    let link = try WebClipDeepLink.parse(deepLink).mapError(WebClipPageError.deepLink).get()
    if let problem = Self.titleProblem(title) { throw .title(problem) }
    let iconImage = try icon.map { bytes throws(WebClipPageError) in
      try WebClipPNG.check(bytes).mapError(WebClipPageError.icon).get()
    }
    let splashImage = try splash.map { bytes throws(WebClipPageError) in
      try WebClipPNG.check(bytes).mapError(WebClipPageError.splash).get()
    }
    self = try WebClipPage(deepLink: link, title: title, icon: iconImage, splash: splashImage).checked().get()
  }

  /// Why `title` cannot name a Home Screen icon (empty, or holding a control character), or `nil`.
  public static func titleProblem(_ title: String) -> TitleProblem? {
    if title.isEmpty { return .empty }
    return title.unicodeScalars.contains(where: ControlCharacter.isControl) ? .controlCharacter(title) : nil
  }

  /// The page, or why it cannot be opened as a `data:` URL: longer than ``maximumDataURLLength``.
  public func checked() -> Result<WebClipPage, WebClipPageError> {
    let length = dataURL.utf8.count
    return length <= Self.maximumDataURLLength ? .success(self) : .failure(.dataURLTooLong(length: length))
  }
}
