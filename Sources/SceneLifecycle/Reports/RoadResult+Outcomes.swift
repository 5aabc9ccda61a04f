extension RoadResult {
  /// Each lifecycle's outcome for the road, the run before the migration first.
  public var outcomes: [String] { ([before] + after).map(\.outcome) }
}
