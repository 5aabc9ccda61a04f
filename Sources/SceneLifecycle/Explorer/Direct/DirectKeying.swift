/// How much of a strategy that is not a table (a ``DelegateApp``) the direct explorer's key writes.
enum DirectKeying {
  /// Everything the strategy stores, walked with `Mirror` (``StateFingerprint/visit(_:)``), growing counters and
  /// all: the plain key, kept as the oracle the reduced one is tested against.
  case full
  /// What can change a later callback, trace line or verdict, as the strategy writes it itself
  /// (``DirectKeyDescribable``); a strategy that does not is walked as under ``full``.
  case reduced
}
