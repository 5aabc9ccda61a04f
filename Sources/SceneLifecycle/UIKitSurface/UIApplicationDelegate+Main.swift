#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  extension UIApplicationDelegate {
    /// The entry point `@main` calls on an app delegate, as UIKit gives one to every `UIApplicationDelegate`, so an
    /// app's `@main class AppDelegate` builds unchanged against the surface.
    ///
    /// UIKit's starts the app (`UIApplicationMain`). Here there is no app to start: the delegate classes run under
    /// tests, driven by ``DelegateApp``. A program built from them writes one line saying so to standard error and
    /// exits with status 64 (a usage error), so a script that runs it by mistake fails rather than passes. A package
    /// that builds the app's delegate files as an executable target, as the Xcode article's recipe does, links its
    /// tests against them without this entry point: SwiftPM renames it for test builds.
    @MainActor public static func main() {
      let line =
        "\(Self.self) is an iOS app delegate built against qa-sim's UIKit-shaped surface: it runs under tests "
        + "(DelegateApp(appDelegate: \(Self.self).init, …)), not as a program.\n"
      FileHandle.standardError.write(Data(line.utf8))
      exit(64)
    }
  }
#endif
