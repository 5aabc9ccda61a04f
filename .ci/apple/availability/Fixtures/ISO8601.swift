// floors: macOS 11.0, iOS 14.0, macCatalyst 14.0
// Date.ISO8601Format() and formatted(_:) are macOS 12 / iOS 15: above these floors, at the package's they would
// pass. A string interpolation is judged like any call: the index records its appendInterpolation.
import Foundation

func stamp() -> String {
  Date().ISO8601Format()  // expect-availability: macOS 12.0, iOS 15.0, macCatalyst 15.0
}

func interpolated(_ date: Date) -> String {
  "at \(date.formatted(.iso8601))"  // expect-availability: macOS 12.0, iOS 15.0, macCatalyst 15.0
}
