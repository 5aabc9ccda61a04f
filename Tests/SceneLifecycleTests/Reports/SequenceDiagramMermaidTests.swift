import QuickActions
import SceneLifecycle
import XCTest

/// The Mermaid text of a sequence diagram: its exact form for a small scenario, the small grammar every line
/// follows, and labels that no name, item type or URL can break out of.
final class SequenceDiagramMermaidTests: XCTestCase {
  /// The diagram of `Scenarios/lostOnColdLaunchInScenes.json`: three steps, the lost item in red at the first.
  static let golden = """
    sequenceDiagram
      title Lost on cold launch: only performActionFor is implemented
      participant P0 as UIKit
      participant P1 as AppDelegate
      participant P2 as SceneDelegate
      participant P3 as Observers
      participant P4 as App logic
      rect rgba(128, 128, 128, 0.1)
        Note over P0,P4: #35;0 quickAction com.example.search
        P0->>P1: application(_:willFinishLaunchingWithOptions:)
        P0->>P1: application(_:didFinishLaunchingWithOptions:)
        P0->>P1: application(_:configurationForConnecting:options:) com.example.search
        P0->>P2: scene(_:willConnectTo:options:) com.example.search
        P0->>P2: sceneWillEnterForeground(_:)
        P0->>P3: UIApplication.willEnterForegroundNotification
        P0->>P2: sceneDidBecomeActive(_:)
        P0->>P3: UIApplication.didBecomeActiveNotification
        rect rgba(255, 0, 0, 0.25)
          Note over P0,P4: lost: com.example.search delivered at step 0 was never handled
        end
      end
      rect rgba(128, 128, 128, 0.1)
        Note over P0,P4: #35;1 goHome
        P0->>P2: sceneWillResignActive(_:)
        P0->>P3: UIApplication.willResignActiveNotification
        P0->>P2: sceneDidEnterBackground(_:)
        P0->>P3: UIApplication.didEnterBackgroundNotification
      end
      rect rgba(128, 128, 128, 0.1)
        Note over P0,P4: #35;2 quickAction com.example.share
        P0->>P2: sceneWillEnterForeground(_:)
        P0->>P3: UIApplication.willEnterForegroundNotification
        P0->>P2: windowScene(_:performActionFor:completionHandler:) com.example.share
        P2-->>P4: handle com.example.share
        P2-->>P4: completion(true) com.example.share
        P0->>P2: sceneDidBecomeActive(_:)
        P0->>P3: UIApplication.didBecomeActiveNotification
      end

    """

  func testASmallScenarioGivesThisMermaidText() throws {
    let run = try MermaidFixtures.run("lostOnColdLaunchInScenes.json")
    XCTAssertEqual(SequenceDiagram(run: run).mermaid, Self.golden)
  }

  func testRefusalsAreRedAndWarningsAmber() throws {
    let refused = SequenceDiagram(run: try MermaidFixtures.run("quickActionInFrontOnIPhone.json")).mermaid
    XCTAssertTrue(refused.contains("rect rgba(255, 0, 0, 0.25)\n      Note over P0,P"), refused)
    XCTAssertTrue(refused.contains(": refused: "), refused)
    let warned = SequenceDiagram(run: try MermaidFixtures.run("handledTwiceOnColdLaunch.json")).mermaid
    XCTAssertTrue(
      warned.contains("rect rgba(255, 165, 0, 0.3)\n      Note over P0,P3: warning handledWhileInactive: "), warned)
    XCTAssertTrue(warned.contains("rect rgba(255, 0, 0, 0.25)\n      Note over P0,P3: duplicate: "), warned)
  }

  // MARK: - Escaping

  func testTheGrammarCheckRejectsRawSyntaxCharacters() {
    for label in ["a;b", "a#b", "#59", "#;", "#5x;", "<b>", "a-->b", "%%", "\"", "{", "&"] {
      XCTAssertFalse(MermaidGrammar.isLabel(label), label)
    }
    XCTAssertTrue(MermaidGrammar.isLabel("a#59;b#128512; (x) [y] -x- @z: 1.2"))
    XCTAssertEqual(
      MermaidGrammar.problems("sequenceDiagram\n  P0->>P1: a;b\n  rect rgba(1, 2, 3, 0.5)\n  Note over P0: x\n"),
      ["unsafe label: a;b", "1 rect blocks left open"])
  }

  func testLabelsEncodeEverySyntaxCharacterAsAnEntityCode() {
    let escape = Escaping.mermaidLabel
    XCTAssertEqual(escape("a;b#c"), "a#59;b#35;c")
    XCTAssertEqual(escape("<script>&"), "#60;script#62;#38;")
    XCTAssertEqual(escape("x --> y ->> z"), "x --#62; y -#62;#62; z")
    XCTAssertEqual(escape("%%{init}%%"), "#37;#37;#123;init#125;#37;#37;")
    XCTAssertEqual(escape("\"`$|\\"), "#34;#96;#36;#124;#92;")
    XCTAssertEqual(escape("line\nbreak\r\ttab"), "line break  tab")
    XCTAssertEqual(escape("é😀\u{1}\u{FFFF}"), "#233;#128512;#65533;#65533;")
    XCTAssertEqual(
      escape("application(_:didFinishLaunchingWithOptions:)"), "application(_:didFinishLaunchingWithOptions:)")
    XCTAssertEqual(escape("wrap: x"), "wrap#58; x", "a leading wrap: would be read as a directive")
    XCTAssertEqual(escape("style:a"), "style#58;a")
  }

  /// Decoding the entity codes gives the text back (line breaks and tabs as spaces, characters XML cannot hold
  /// as U+FFFD), for random strings over the characters that matter.
  func testLabelsDecodeToTheirText() {
    var random = SplitMix64(seed: 17)
    let alphabet = Array("aZ9 ;#<>&:-_\"'`%{}[]()$|\\\n\t\u{0}\u{7F}é😀/.wrapstyle")
    for _ in 0..<500 {
      let text = String(
        (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let label = Escaping.mermaidLabel(text)
      XCTAssertTrue(MermaidGrammar.isLabel(label), "\(text.debugDescription) -> \(label)")
      let expected = String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n", "\r", "\t": " "
            default: scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar
            }
          }))
      XCTAssertEqual(MermaidGrammar.decode(label), expected, text.debugDescription)
    }
  }

  func testEveryShippedScenarioFollowsTheGrammar() throws {
    for file in try MermaidFixtures.shippedScenarios() {
      let text = SequenceDiagram(run: try MermaidFixtures.run(file)).mermaid
      XCTAssertEqual(MermaidGrammar.problems(text), [], file)
    }
  }

  func testHostileNamesItemTypesAndURLsStayInsideTheirLabels() throws {
    let run = try MermaidFixtures.hostileRun()
    let diagram = SequenceDiagram(run: run)
    let text = diagram.mermaid
    XCTAssertEqual(MermaidGrammar.problems(text), [], text)
    XCTAssertFalse(text.contains("<"), "no markup at all")
    XCTAssertFalse(text.contains("%%"), "no comment or directive")
    let lines = text.split(separator: "\n")
    XCTAssertEqual(lines.count { $0.hasPrefix("  participant ") }, diagram.participants.count)
    XCTAssertEqual(
      lines.count { $0.contains("->>") }, diagram.elements.count { if case .message = $0 { true } else { false } })
    XCTAssertTrue(text.contains("participant P2 as SceneDelegate @--x-"), text)
    let title = try XCTUnwrap(lines.first { $0.hasPrefix("  title ") })
    XCTAssertEqual(
      MermaidGrammar.decode(String(title.dropFirst("  title ".count))),
      MermaidFixtures.hostileName.replacingEvery("\n", with: " "))
    XCTAssertTrue(
      lines.contains {
        MermaidGrammar.decode(String($0)).hasSuffix(
          ": handle \(MermaidFixtures.hostileItem.replacingEvery("\n", with: " "))")
      })
    XCTAssertTrue(
      lines.contains { MermaidGrammar.decode(String($0)).hasSuffix(": handle \(MermaidFixtures.hostileURL)") })
  }
}
