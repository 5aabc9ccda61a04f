import Testing

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
  ])
  func aScenarioIsNamedByItsFilesBaseName(_ file: String, _ expected: String) {
    #expect(AttachmentName.scenarioName(file) == expected)
  }
}
