import SceneLifecycle
import XCTest

/// Route patterns and the URLs they match (routing is pure: no lifecycle involved).
final class RoutePatternTests: XCTestCase {
  private func parameters(_ pattern: String, _ url: String, values: [String: [String]] = [:]) throws -> [String]? {
    let parsed = try XCTUnwrap(LinkURL(url), url)
    return try RoutePattern(pattern, values: values).match(parsed)?.map { "\($0.name)=\($0.value)" }
  }

  private func patternError(_ pattern: String, values: [String: [String]] = [:]) -> String? {
    do {
      _ = try RoutePattern(pattern, values: values)
      return nil
    } catch {
      return error.message
    }
  }

  func testURLsAreTakenApartIntoSchemeHostAndPath() throws {
    let url = try XCTUnwrap(LinkURL("PARISCAFE://user@PRS103:8080/a%20b//c/?q=1#top"))
    XCTAssertEqual(url.scheme, "pariscafe")
    XCTAssertEqual(url.host, "PRS103")
    XCTAssertEqual(url.path, ["a b", "c"])
    XCTAssertEqual(url.query, "q=1")
    XCTAssertTrue(url.isCustomScheme)
    XCTAssertTrue(try XCTUnwrap(LinkURL(cafeLink)).isUniversalLink)
    XCTAssertFalse(try XCTUnwrap(LinkURL("https:///nohost")).isUniversalLink)
    XCTAssertFalse(try XCTUnwrap(LinkURL("http://example.com")).isCustomScheme)
    for bad in ["", "no scheme", "search", "1x://a", "pariscafe://a b", String(repeating: "a", count: 9000) + ":"] {
      XCTAssertNil(LinkURL(bad), bad)
    }
    XCTAssertEqual(LinkURL("x://a/%E2%82%AC/%ZZ/%FF")?.path, ["€", "%ZZ", "%FF"], "bad escapes stay as written")
  }

  func testLiteralsMatchExactlyAndTheHostIgnoresCase() throws {
    XCTAssertEqual(try parameters("pariscafe://search", "pariscafe://search"), [])
    XCTAssertEqual(try parameters("pariscafe://search", "PARISCAFE://Search"), [])
    XCTAssertNil(try parameters("pariscafe://search", "pariscafe://setting"))
    XCTAssertNil(try parameters("pariscafe://search", "other://search"))
    XCTAssertNil(try parameters("https://example.com/cafe", "https://example.com/Cafe"), "paths are case-sensitive")
    XCTAssertNil(try parameters("pariscafe://search", "pariscafe://search/extra"), "component counts must agree")
    XCTAssertEqual(try parameters("pariscafe://search", "pariscafe://search/?tab=1#x"), [], "query is not routed")
  }

  func testParametersAreTypedOrTakeAFixedListOfValues() throws {
    XCTAssertEqual(try parameters("pariscafe://cafe/{id:int}", "pariscafe://cafe/103"), ["id=103"])
    XCTAssertEqual(try parameters("pariscafe://cafe/{id:int}", "pariscafe://cafe/-7"), ["id=-7"])
    XCTAssertNil(try parameters("pariscafe://cafe/{id:int}", "pariscafe://cafe/PRS103"))
    XCTAssertNil(try parameters("pariscafe://cafe/{id:int}", "pariscafe://cafe/-"))
    XCTAssertEqual(try parameters("https://example.com/cafe/{id}", cafeLink), ["id=PRS103"])
    XCTAssertEqual(try parameters("https://example.com/cafe/{id:string}", cafeLink), ["id=PRS103"])
    let tabs = ["tab": ["home", "search", "setting"]]
    XCTAssertEqual(try parameters("pariscafe://{tab}", "pariscafe://setting", values: tabs), ["tab=setting"])
    XCTAssertNil(try parameters("pariscafe://{tab}", "pariscafe://PRS103", values: tabs))
    XCTAssertEqual(try parameters("x://{a}/{b:int}", "x://one/2"), ["a=one", "b=2"])
  }

  func testPatternsAreSpecificFromTheHostOn() throws {
    XCTAssertEqual(try RoutePattern("x://cafe/{id:int}").specificity, [.literal, .typed])
    XCTAssertEqual(try RoutePattern("x://{tab}", values: ["tab": ["a"]]).specificity, [.typed])
    XCTAssertEqual(try RoutePattern("x://{any}/list").specificity, [.wildcard, .literal])
  }

  func testBadPatternsAreErrorsThatSayWhy() {
    XCTAssertEqual(patternError("search"), "pattern \"search\" needs a scheme and \"://\", as in pariscafe://{tab}")
    XCTAssertEqual(patternError("1x://a"), "pattern \"1x://a\" has an invalid scheme \"1x\"")
    XCTAssertEqual(patternError("x://"), "pattern \"x://\" needs a host after \"://\" (a literal or a parameter)")
    XCTAssertEqual(patternError("x://a//b"), "pattern \"x://a//b\" has an empty path segment")
    XCTAssertEqual(
      patternError("x://a?b=1"),
      "pattern \"x://a?b=1\" has a query or fragment; routes match the scheme, host and path only")
    XCTAssertEqual(
      patternError("x://cafe-{id}"),
      "pattern \"x://cafe-{id}\": a parameter must fill a whole component, found \"cafe-{id}\"")
    XCTAssertEqual(patternError("x://{id"), "pattern \"x://{id\": unclosed parameter \"{id\"")
    XCTAssertEqual(
      patternError("x://{1d}"), "pattern \"x://{1d}\": \"1d\" is not a parameter name (letters, digits, _)")
    XCTAssertEqual(
      patternError("x://{id:uuid}"),
      "pattern \"x://{id:uuid}\": unknown parameter type \"uuid\" (expected one of: string, int; or give a list of values)"
    )
    XCTAssertEqual(patternError("x://{a}/{a}"), "pattern \"x://{a}/{a}\" names the parameter \"a\" twice")
    XCTAssertEqual(
      patternError("x://{a:int}", values: ["a": ["1"]]),
      "pattern \"x://{a:int}\": \"a\" takes either a type or a list of values, not both")
    XCTAssertEqual(patternError("x://{a}", values: ["a": []]), "pattern \"x://{a}\": the values of \"a\" are empty")
    XCTAssertEqual(
      patternError("x://{a}", values: ["b": ["1"]]),
      "values are given for \"b\", which pattern \"x://{a}\" has no parameter for")
    XCTAssertEqual(patternError("x://{a}/trailing/"), nil, "a trailing slash is allowed")
  }
}
