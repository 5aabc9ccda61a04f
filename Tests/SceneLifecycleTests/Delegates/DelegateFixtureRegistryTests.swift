#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// `DelegateFixture.all` runs every delegate class this test target declares, so a test that walks it (the
  /// explorer's agreement with replay, the keys) cannot leave a new fixture out.
  final class DelegateFixtureRegistryTests: XCTestCase, @unchecked Sendable {
    /// The test target's sources, found from this file's path
    /// (`Tests/SceneLifecycleTests/Delegates/DelegateFixtureRegistryTests.swift`).
    private static let target = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Files whose delegate classes are no app of the registry, with the reason.
    static let exemptFiles: [String: String] = [
      "Delegates/Apps/NewcomerCafeApp.swift":
        "the café's login is an app event with a readiness, which the explorer takes as soon as it is due, while a "
        + "replayed path may leave it out: NewcomerCafeAppTests and DelegateAppDestinationTests hold it to both",
      "Conformance/LoggingSnippetTests.swift":
        "the logging article's classes, private to the test that holds them to the article's text: they print each "
        + "callback into that file's sink and handle nothing",
    ]

    func testEveryDelegateClassOfTheTargetIsInTheRegistry() throws {
      var registered: Set<String> = []
      for fixture in DelegateFixture.all {
        let app = fixture.make()
        // Making a delegate object is main-actor code; XCTest runs this on the main thread.
        MainActor.assumeIsolated {
          registered.insert(String(describing: type(of: app.makeAppDelegate() as AnyObject)))
          if let scene = app.makeSceneDelegate?() {
            registered.insert(String(describing: type(of: scene as AnyObject)))
          }
        }
      }
      let declared = try Self.declaredDelegateClasses()
      var lines: [String] = []
      for (file, name) in declared where !registered.contains(name) && Self.exemptFiles[file] == nil {
        lines.append("- \(name) (\(file))")
      }
      for file in Self.exemptFiles.keys.sorted() where !declared.contains(where: { $0.file == file }) {
        lines.append("? \(file): exempt, but declares no delegate class")
      }
      XCTAssertFalse(declared.isEmpty, "the scan finds the target's delegate classes")
      guard !lines.isEmpty else { return }
      XCTFail(
        """
        \(lines.count) delegate class(es) of the test target out of step with DelegateFixture.all
        \(lines.joined(separator: "\n"))
        legend: - a class no app of the registry makes; ? an exemption that exempts nothing
        hint: add an app that runs the class to DelegateFixture.all (Delegates/Apps/DelegateFixtures.swift), with \
        the links it handles, so the tests that walk every delegate app run it; only a file whose classes cannot \
        run as an app goes on DelegateFixtureRegistryTests.exemptFiles, with its reason.
        """)
    }

    /// Each `class Name: …, UIApplicationDelegate` or `…, UIWindowSceneDelegate` declaration (on one line) in the
    /// target's sources, with its file relative to the target.
    private static func declaredDelegateClasses() throws -> [(file: String, name: String)] {
      guard let walker = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: target.path])
      }
      let root = target.standardizedFileURL.path
      var found: [(file: String, name: String)] = []
      for case let url as URL in walker where url.pathExtension == "swift" {
        let file = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
          if let name = delegateClassName(declaredIn: line) { found.append((file, name)) }
        }
      }
      return found.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }

    /// The class a line declares when it adopts a delegate protocol: `final class RouteSceneDelegate: UIResponder,
    /// UIWindowSceneDelegate {` names `RouteSceneDelegate`. A line with a string literal declares nothing.
    static func delegateClassName(declaredIn line: Substring) -> String? {
      guard !line.contains("\"") else { return nil }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "{" })
      guard let classWord = words.firstIndex(of: "class"), classWord + 1 < words.count,
        words[(classWord + 1)...].contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" }),
        words[classWord + 1].hasSuffix(":")
      else { return nil }
      return String(words[classWord + 1].dropLast())
    }

    // The scan's grammar, so that a change that stops reading a form fails here.
    func testDelegateClassNameGrammar() {
      XCTAssertEqual(
        Self.delegateClassName(declaredIn: "  final class A: UIResponder, UIWindowSceneDelegate {"), "A")
      XCTAssertEqual(
        Self.delegateClassName(declaredIn: "class AppDelegate: UIResponder, UIApplicationDelegate {"), "AppDelegate")
      XCTAssertEqual(
        Self.delegateClassName(declaredIn: "    private final class B: UIResponder, UIApplicationDelegate {}"), "B")
      XCTAssertNil(Self.delegateClassName(declaredIn: "final class C: UIViewController {"))
      XCTAssertNil(Self.delegateClassName(declaredIn: "/// A class that adopts UIWindowSceneDelegate."))
      XCTAssertNil(Self.delegateClassName(declaredIn: #"let s = "class D: UIResponder, UIApplicationDelegate {""#))
    }
  }
#endif
