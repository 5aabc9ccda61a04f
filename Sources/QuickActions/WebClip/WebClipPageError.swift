/// Why a web clip page cannot be made: the first of its checks that failed, with what it found.
public enum WebClipPageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The deep link is refused.
  case deepLink(WebClipDeepLink.Refusal)
  /// The title cannot name a Home Screen icon.
  case title(WebClipPage.TitleProblem)
  /// The icon's bytes are not an image the page accepts.
  case icon(WebClipPNG.Problem)
  /// The launch image's bytes are not an image the page accepts.
  case splash(WebClipPNG.Problem)
  /// The page's `data:` URL would be `length` characters, over ``WebClipPage/maximumDataURLLength``.
  case dataURLTooLong(length: Int)

  /// What is wrong, in one line, lower case.
  public var description: String {
    switch self {
    case .deepLink(let refusal): refusal.description
    case .title(let problem): problem.description
    case .icon(let problem): "the icon \(problem)"
    case .splash(let problem): "the launch image \(problem)"
    case .dataURLTooLong(let length):
      "the page's data: URL would be \(length) characters, over Chromium's limit of "
        + "\(WebClipPage.maximumDataURLLength) (2 MiB)"
    }
  }
}
