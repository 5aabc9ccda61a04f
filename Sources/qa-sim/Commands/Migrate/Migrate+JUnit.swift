import SceneLifecycle

extension MigrateCommand {
  /// The JUnit report of `report` (``MigrationReport/junit(file:)``), its test cases named after the scenario file.
  static func renderJUnit(_ report: MigrationReport, subject: Subject) -> String { report.junit(file: subject.file) }
}
