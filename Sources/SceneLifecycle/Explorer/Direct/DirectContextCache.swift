/// The fingerprints of app memories one thread of a direct search has walked (``AppContext`` is a value, and most
/// events leave it as it was), so a memory met again is not walked again. Not shared between threads.
final class DirectContextCache {
  /// The most memories kept; the table starts afresh past it.
  static let capacity = 1 << 16

  /// What the key takes of one app memory: the digest of its walk, and the deliveries the walk numbered, in order.
  struct Summary {
    let digest: String
    let deliveries: [Delivery]

    /// Walks `context` (``Simulator/contextFingerprint(_:)``).
    init(_ context: AppContext) {
      let walked = Simulator<TableStrategy>.contextFingerprint(context)
      let hashed = DirectKeyDigest(walked.text)
      digest = "context\(hashed.low),\(hashed.high)"
      deliveries = walked.deliveries
    }
  }

  private var summaries: [AppContext: Summary] = [:]

  /// `context`'s summary, walked once. Memories that differ only in the scenes connected share one: the walk leaves
  /// them out (they follow from the machine's sessions, ``Simulator/transientContextFields``).
  func summary(of context: AppContext) -> Summary {
    var key = context
    if !key.connectedScenes.isEmpty { key.connectedScenes = [] }
    if let known = summaries[key] { return known }
    let walked = Summary(context)
    if summaries.count >= Self.capacity { summaries.removeAll(keepingCapacity: true) }
    summaries[key] = walked
    return walked
  }
}
