import Testing

// White-box: AttachmentName, which names the files a failing test attaches, is internal.
@testable import SceneLifecycleTesting

/// Attachment names start with the test's name, file-name safe, without its argument list.
@Suite struct AttachmentNameTests {
  @Test(arguments: [
    ("replays(_:)", "replays"),
    ("testColdLaunch()", "testColdLaunch"),
    ("a wrong trace / here", "a-wrong-trace---here"),
    ("..hidden", "hidden"),
    ("()", "test"),
    ("été", "-t-"),
  ])
  func aTestsNameBecomesAFileNamesStart(_ name: String, _ expected: String) {
    #expect(AttachmentName.testName(name) == expected)
  }

  @Test(arguments: [
    ("Scenarios/coldLaunch.json", "coldLaunch"),
    ("/tmp/cold launch.json", "cold-launch"),
    ("notes", "notes"),
    ("dir/\u{0301}x.json", "-x"),
  ])
  func aScenarioIsNamedByItsFilesBaseName(_ file: String, _ expected: String) {
    #expect(AttachmentName.scenarioName(file) == expected)
  }

  // Issue 40: a 250-character scenario file name and a long test name still make a name the file system takes.
  @Test func longNamesAreCappedInBytes() {
    let test = AttachmentName.testName(String(repeating: "t", count: 300) + "()")
    let scenario = AttachmentName.scenarioName("Scenarios/" + String(repeating: "s", count: 250) + ".json")
    #expect((test + "-" + scenario + "-sequence.svg").utf8.count <= 255)
  }
}
