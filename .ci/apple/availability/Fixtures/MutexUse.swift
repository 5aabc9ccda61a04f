// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// Synchronization.Mutex is macOS 15 / iOS 18.
import Synchronization

func count() -> Int {
  let counter = Mutex(0)  // expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0
  return counter.withLock { $0 }  // expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0
}
