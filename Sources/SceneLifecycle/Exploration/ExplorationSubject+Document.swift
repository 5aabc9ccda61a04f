import QuickActions

extension ExplorationSubject {
  /// `scenario`, one of the subject's own (a counterexample, a covering path), as its file is written: in the layout
  /// of the explored scenario's file where it has one (``Scenario/jsonDocument(keepingLayoutOf:)``, so a custom
  /// strategy's callbacks keep their order), else canonically (``Scenario/jsonDocument``).
  package func document(of scenario: Scenario) -> JSONValue {
    scenario.jsonDocument(keepingLayoutOf: self.scenario?.document)
  }
}
