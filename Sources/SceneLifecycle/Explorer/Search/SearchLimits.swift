/// How far a search goes and how it splits its levels across threads.
struct SearchLimits {
  /// The most events in a path.
  var depth: Int
  /// Stop once this many states are stored.
  var maxStates: Int?
  /// How many threads may expand a level.
  var jobs: Int
  /// The fewest states per thread worth splitting a level for.
  var statesPerThread: Int
  /// How many pieces per thread a split level is cut into (more when states differ in cost).
  var piecesPerThread = 1
  /// How many states are expanded between two stop checks and progress reports.
  var checkInterval: Int
}
