import CommandLineKit
import QuickActions
import SceneLifecycle

/// `qa-sim webclip`: writes the page behind a Home Screen web clip that opens a deep link, as HTML or as one
/// `data:` URL, or serves it from a loopback address that redirects to that URL (`--serve`).
enum WebClipCommand {
  /// What is printed.
  enum Output: String, Hashable, Sendable, CaseIterable {
    /// The HTML document.
    case html
    /// One `data:text/html;charset=utf-8;base64,…` line.
    case dataURL = "data-url"
  }

  /// The `qa-sim webclip` command line, parsed.
  struct Options: CommandOptions, Hashable {
    /// The deep link, unchecked.
    var deepLink = ""
    /// The title.
    var title = ""
    /// The icon file, if any.
    var icon: String?
    /// The launch image file, if any.
    var splash: String?
    /// What is printed.
    var output = Output.html
    /// Whether to serve the page instead of printing it.
    var serve = false
    /// The port `--serve` listens on.
    var port: UInt16 = 8245
    /// The path `--serve` answers.
    var path = "/shortcut"
    /// Whether `--help` was given.
    var showHelp = false
  }

  /// The `qa-sim webclip` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim webclip",
    overview: [
      "Write the page behind a Home Screen web clip, as Shortcuts does.",
      "Opened in Safari, the page tells how to add it to the Home Screen, as iOS's Shortcuts app's page does; "
        + "started from there (standalone mode) it opens the deep link. Icon and launch image are embedded, so the "
        + "page works as one data: URL.",
    ],
    options: [
      .text("--deeplink", placeholder: "<url>", help: "The URL to open, such as pariscafe://search.") {
        $0.deepLink = $1
      },
      .text("--title", placeholder: "<title>", help: "The name under the Home Screen icon.") { $0.title = $1 },
      .text("--icon", placeholder: "<png>", help: "The Home Screen icon, a PNG file of at most 512 KiB.") {
        $0.icon = $1
      },
      .text("--splash", placeholder: "<png>", help: "The launch image, a PNG file of at most 512 KiB.") {
        $0.splash = $1
      },
      .choice("--output", placeholder: "<format>", of: Output.self, default: .html, help: "What is printed.") {
        $0.output = $1
      },
      .flag("--serve", help: "Instead of printing the page, answer --path on 127.0.0.1 and ::1 with a 301 to it.") {
        $0.serve = true
      },
      .wholeNumber(
        "--port", in: 0...Int(UInt16.max), default: "8245", help: "The port --serve listens on; 0 picks a free one."
      ) { $0.port = UInt16($1) },
      pathOption,
    ],
    required: [["--deeplink"], ["--title"]],
    footer: """
      EXIT STATUS:
        0   The page was printed (or, with --serve, the server stopped on a
            signal).
        1   --serve: the page's data: URL holds characters a Location field
            cannot carry.
        64  The command line is wrong: a bad option, a refused deep link
            (javascript:, data:, file:, blob: or not absolute), a title with
            control characters, an image that is not a PNG or is too large, or
            a page over the 2 MiB data: URL limit.
        66  An image file cannot be read.
        69  --serve: the port is in use or not permitted, or the server cannot
            set up its signal handlers.

      """)

  /// `--path`: starts with `/`, printable ASCII without spaces, `?` or `#` (an HTTP request target's path,
  /// https://www.rfc-editor.org/rfc/rfc9112#section-3.2).
  static let pathOption = OptionSpec<Options>(
    name: "--path", shortName: nil, value: .text(placeholder: "<path>"), defaultText: "/shortcut",
    help: "The path --serve answers: starts with /, printable ASCII without spaces, ? or #."
  ) { parsed, text, writtenAs throws(UsageError) in
    guard isServablePath(text) else {
      throw UsageError(
        message:
          "The value '\(Escaping.terminalText(text, limit: 60))' is invalid for '\(writtenAs) <path>'; expected a path "
          + "starting with /, in printable ASCII without spaces, ? or #")
    }
    parsed.path = text
  }

  /// Whether `path` starts with `/` and holds only printable ASCII other than space, `?` and `#`.
  static func isServablePath(_ path: String) -> Bool {
    path.hasPrefix("/") && path.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) && $0 != "?" && $0 != "#" }
  }

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let page: WebClipPage
    switch makePage(options) {
    case .success(let made): page = made
    case .failure(let failure):
      context.diagnostic("Error: " + failure.message)
      return failure.status
    }
    if options.serve {
      return serve(
        WebClipServeRequest(location: page.dataURL, port: options.port, path: options.path), context: context)
    }
    switch options.output {
    case .html: context.stdout.write(page.html)
    case .dataURL: context.stdout.line(page.dataURL)
    }
    return .success
  }

  /// The page `options` describe, or the first refusal: the deep link, the title, the icon, the launch image,
  /// then the whole page's size (the checks of ``WebClipPage/init(checking:title:icon:splash:)``, with each image
  /// read only once the checks before it have passed). Each refusal names its flag; 64, or 66 for an image
  /// that cannot be read.
  static func makePage(_ options: Options) -> Result<WebClipPage, WebClipFailure> {
    Result { () throws(WebClipFailure) -> WebClipPage in
      let deepLink = try WebClipDeepLink.parse(options.deepLink).mapError {
        WebClipFailure(message: "--deeplink: \($0)", status: .usage)
      }.get()
      if let problem = WebClipPage.titleProblem(options.title) {
        throw WebClipFailure(message: "--title: \(problem)", status: .usage)
      }
      let icon = try options.icon.map { path throws(WebClipFailure) in try WebClipPNG.load(path, flag: "--icon").get() }
      let splash = try options.splash.map { path throws(WebClipFailure) in
        try WebClipPNG.load(path, flag: "--splash").get()
      }
      return try WebClipPage(deepLink: deepLink, title: options.title, icon: icon, splash: splash).checked().mapError {
        WebClipFailure(message: "\($0); use smaller --icon or --splash images, or a shorter --title", status: .usage)
      }.get()
    }
  }
}
