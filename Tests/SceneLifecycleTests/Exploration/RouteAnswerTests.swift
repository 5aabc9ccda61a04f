import QuickActions
import SceneLifecycle
import XCTest

/// `RouteAnswer.make` from a plain import: a URL's winning route and parameters, a quick action resolved through its
/// URL target or straight to a destination, an unmatched URL, and an argument that is neither (which names no flag).
final class RouteAnswerTests: XCTestCase {
  func navigation(_ file: String) throws -> AppNavigation {
    let path = scenariosDirectory.appendingPathComponent(file).path
    let loaded = try ScenarioLoader.load(file: path)
    return try XCTUnwrap(loaded.scenario.navigation, "\(file) has routes")
  }

  func testEachKindOfArgumentIsAnsweredWithoutRunningALifecycle() throws {
    let tabs = try navigation("parisCafeTabsCold.json")
    let quickActions = try navigation("parisCafeQuickActions.json")

    let url = try RouteAnswer.make("pariscafe://PRS103", navigation: tabs).get()
    XCTAssertEqual(url.quickAction, nil)
    XCTAssertEqual(url.url, "pariscafe://PRS103")
    XCTAssertTrue(url.matched)
    XCTAssertEqual(url.candidates.first?.name, "cafe")
    XCTAssertEqual(url.candidates.first?.index, 1)
    XCTAssertEqual(url.candidates.first?.parameters, [RouteParameter(name: "id", value: "PRS103")])
    guard case .object(let document) = url.json(navigation: tabs) else { return XCTFail("not an object") }
    XCTAssertEqual(document["before"], .object(JSONObject(["tab": .string("home")])))
    XCTAssertEqual(
      document["after"], .object(JSONObject(["tab": .string("search"), "detail": .string("PRS103")])))

    let unmatched = try RouteAnswer.make("pariscafe://nope", navigation: tabs).get()
    XCTAssertFalse(unmatched.matched)
    XCTAssertEqual(unmatched.candidates, [])

    let viaURL = try RouteAnswer.make("com.pariscafe.search", navigation: quickActions).get()
    XCTAssertEqual(viaURL.quickAction, "com.pariscafe.search")
    XCTAssertEqual(viaURL.url, "pariscafe://search")

    let direct = try RouteAnswer.make("com.pariscafe.republique", navigation: quickActions).get()
    XCTAssertEqual(direct.url, nil, "a destination target routes no URL")
    XCTAssertTrue(direct.matched)
    XCTAssertEqual(direct.candidates, [])

    switch RouteAnswer.make("not a url", navigation: quickActions) {
    case .success(let answer): XCTFail("answered \(answer)")
    case .failure(let error):
      XCTAssertTrue(error.message.hasPrefix("'not a url' is neither a URL such as pariscafe://search"), error.message)
      XCTAssertFalse(error.message.contains("--"), "names no command-line flag: \(error.message)")
    }
  }

  // A notification's payload routes the URL under the key the app reads (UIKit semantics article, 14); each way it can
  // fail to carry one is refused with a line that names no flag.
  func testANotificationPayloadRoutesTheURLUnderItsKey() throws {
    let tabs = try navigation("parisCafeTabsCold.json")
    let payload = #"{"aps": {"alert": "Now open"}, "url": "pariscafe://PRS103", "link": "pariscafe://search"}"#
    let routed = try RouteAnswer.make(payload, navigation: tabs).get()
    XCTAssertEqual(routed.payloadKey, "url")
    XCTAssertEqual(routed.url, "pariscafe://PRS103")
    XCTAssertEqual(routed.candidates.first?.name, "cafe")
    let otherKey = try RouteAnswer.make(" \n" + payload, navigation: tabs, payloadKey: "link").get()
    XCTAssertEqual(otherKey.url, "pariscafe://search")
    XCTAssertEqual(otherKey.candidates.first?.name, "tabs")
    let refusals: [(String, String)] = [
      (#"{"aps": "#, "the notification payload is not JSON: "),
      (
        #"{"aps": {}}"#,
        #"the notification payload has no string under "url", the key the app reads its URL from (its keys: aps)"#
      ),
      (#"{"url": 3}"#, #"the notification payload has no string under "url""#),
      (#"{"url": "not a url"}"#, #"the notification payload's "url" is 'not a url', not a URL"#),
    ]
    for (input, message) in refusals {
      switch RouteAnswer.make(input, navigation: tabs) {
      case .success(let answer): XCTFail("answered \(answer)")
      case .failure(let error):
        XCTAssertTrue(error.message.hasPrefix(message), error.message)
        XCTAssertFalse(error.message.contains("--"), "names no command-line flag: \(error.message)")
      }
    }
    switch RouteAnswer.make("[1]", navigation: tabs) {
    case .success(let answer): XCTFail("answered \(answer)")
    case .failure(let error): XCTAssertTrue(error.message.hasPrefix("'[1]' is neither a URL"), error.message)
    }
  }
}

extension RouteAnswerTests {
  // An App Intent routes its target as a URL, written as an appIntent step writes it (UIKit semantics article, 17);
  // an intent without a URL target is refused with a line that names no flag.
  func testAnAppIntentRoutesItsTarget() throws {
    let tabs = try navigation("parisCafeTabsCold.json")
    let routed = try RouteAnswer.make(
      #"{"intent": "OpenCafeIntent", "target": "pariscafe://PRS103"}"#, navigation: tabs
    ).get()
    XCTAssertEqual(routed.intent, "OpenCafeIntent")
    XCTAssertEqual(routed.url, "pariscafe://PRS103")
    XCTAssertEqual(routed.candidates.first?.name, "cafe")
    guard case .object(let document) = routed.json(navigation: tabs) else { return XCTFail("not an object") }
    XCTAssertEqual(document["intent"], .string("OpenCafeIntent"))
    switch RouteAnswer.make(#"{"intent": "OpenCafeIntent", "target": "PRS103"}"#, navigation: tabs) {
    case .success(let answer): XCTFail("answered \(answer)")
    case .failure(let error):
      XCTAssertEqual(
        error.message,
        "the intent OpenCafeIntent has no \"target\" that is a URL such as pariscafe://cafe/PRS103, which is what a "
          + "route table routes")
    }
  }
}
