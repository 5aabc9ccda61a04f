/// The page behind a Home Screen web clip, as iOS's Shortcuts app makes it: opened in Safari it shows how to
/// add it to the Home Screen; started from the Home Screen (standalone mode, `navigator.standalone`) it goes
/// straight to the deep link. It stands alone: its icon and launch image are embedded, and it can be opened
/// as one `data:` URL.
///
/// The meta tags and links are Apple's "Configuring Web Applications" (Safari Web Content Guide,
/// https://developer.apple.com/library/archive/documentation/AppleApplications/Reference/SafariWebContent/ConfiguringWebApplications/ConfiguringWebApplications.html);
/// the redirect is a standard navigation, `location.replace`
/// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-replace), so the page itself
/// does not stay in the history.
public struct WebClipPage: Hashable, Sendable {
  /// Where the clip goes when started from the Home Screen.
  public let deepLink: WebClipDeepLink
  /// The name under the Home Screen icon, also the page's title and heading.
  public let title: String
  /// The Home Screen icon (`apple-touch-icon`), if any.
  public let icon: WebClipPNG?
  /// The launch image (`apple-touch-startup-image`), if any.
  public let splash: WebClipPNG?

  /// The longest `data:` URL accepted, in characters: Chromium's `url::kMaxURLChars`, 2 MiB
  /// (https://chromium.googlesource.com/chromium/src/+/HEAD/url/url_constants.h).
  public static let maximumDataURLLength = 2 * 1024 * 1024

  /// What comes before the base64 of the page in ``dataURL``.
  public static let dataURLPrefix = "data:text/html;charset=utf-8;base64,"

  /// A page from checked parts; ``checked()`` checks its size, and ``init(checking:title:icon:splash:)``
  /// makes one from unchecked text and bytes.
  public init(deepLink: WebClipDeepLink, title: String, icon: WebClipPNG? = nil, splash: WebClipPNG? = nil) {
    self.deepLink = deepLink
    self.title = title
    self.icon = icon
    self.splash = splash
  }

  /// The page as a `data:text/html;charset=utf-8;base64,…` URL: the UTF-8 bytes of ``html`` in base64.
  public var dataURL: String { Self.dataURLPrefix + WebClipBase64.encode(html.utf8) }

  /// The whole HTML document, ending with a newline.
  public var html: String {
    let titleText = Escaping.htmlText(title)
    let titleAttribute = Escaping.htmlAttribute(title)
    var head = [
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">",
      "<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">",
      "<meta name=\"apple-mobile-web-app-status-bar-style\" content=\"default\">",
      "<meta name=\"apple-mobile-web-app-title\" content=\"\(titleAttribute)\">",
      "<title>\(titleText)</title>",
    ]
    if let icon { head.append("<link rel=\"apple-touch-icon\" href=\"\(icon.dataURL)\">") }
    if let splash { head.append("<link rel=\"apple-touch-startup-image\" href=\"\(splash.dataURL)\">") }
    head.append("<style>\n" + Self.style + "</style>")
    let body = [
      "<main class=\"card\">",
      "<h1>\(titleText)</h1>",
      "<div class=\"instructions\">",
      "<p>Add this shortcut to your Home Screen:</p>",
      "<ol>",
      "<li>Tap <strong>Share</strong> (the square with an arrow pointing up).</li>",
      "<li>Tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.</li>",
      "<li>Open <strong>\(titleText)</strong> from your Home Screen.</li>",
      "</ol>",
      "</div>",
      "<p class=\"link\">It opens <code>\(Escaping.htmlText(deepLink.text))</code></p>",
      "</main>",
      "<script>",
      "if (window.navigator.standalone === true) {",
      "  document.documentElement.className = \"standalone\";",
      "  window.location.replace(\"\(Escaping.javaScriptString(deepLink.text))\");",
      "}",
      "</script>",
    ]
    return
      (["<!DOCTYPE html>", "<html lang=\"en\">", "<head>"] + head + ["</head>", "<body>"] + body + [
        "</body>", "</html>",
      ]).joined(separator: "\n") + "\n"
  }

  /// The page's style sheet: the system font, a centred card, dark mode; nothing loaded from elsewhere. Started
  /// from the Home Screen the instructions are hidden: the card shows the title and the link being opened.
  public static let style = """
    :root { color-scheme: light dark; }
    html, body { height: 100%; margin: 0; }
    body {
      font: 18px/1.5 -apple-system, system-ui, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
      background: #f2f2f7; color: #1c1c1e;
      display: flex; align-items: center; justify-content: center;
      padding: 24px; box-sizing: border-box;
    }
    .card {
      background: #fff; border-radius: 20px; padding: 28px 24px; max-width: 420px; width: 100%;
      box-shadow: 0 8px 30px rgba(0, 0, 0, 0.08); box-sizing: border-box;
    }
    h1 { font-size: 26px; line-height: 1.25; margin: 0 0 12px; overflow-wrap: anywhere; }
    p { margin: 0 0 12px; }
    ol { margin: 0 0 16px; padding-left: 24px; }
    li { margin-bottom: 8px; overflow-wrap: anywhere; }
    .standalone .instructions { display: none; }
    .link { font-size: 15px; color: #6c6c70; margin: 0; overflow-wrap: anywhere; }
    code { font: 15px ui-monospace, Menlo, monospace; }
    @media (prefers-color-scheme: dark) {
      body { background: #000; color: #f2f2f7; }
      .card { background: #1c1c1e; box-shadow: none; }
      .link { color: #a1a1a6; }
    }

    """
}
