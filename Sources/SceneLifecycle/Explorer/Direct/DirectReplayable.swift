/// A strategy whose objects count the calls that may change them (a ``DelegateApp``), so that the direct search can
/// tell that a refused event left a replayed state's simulator as it was and take the next event on it.
protocol DirectReplayable {
  /// Changes whenever the objects the strategy's copies share may have changed: the same before and after an event
  /// exactly when none of the app's code ran and nothing was told to the objects.
  var objectChanges: Int { get }
}
