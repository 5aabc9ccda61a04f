// floors: macOS 11.0, iOS 14.0, macCatalyst 14.0
// Date.ISO8601Format() is macOS 12 / iOS 15: above these floors, at the package's it would pass.
import Foundation

func stamp() -> String {
  Date().ISO8601Format()  // expect-availability: macOS 12.0, iOS 15.0, macCatalyst 15.0
}
