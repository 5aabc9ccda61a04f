// Glibc-only spellings in a Darwin branch: Glibc imports SOCK_STREAM and RLIMIT_NOFILE as enums (hence `.rawValue`
// and `__rlimit_resource_t`), names stat's times st_mtim, has MSG_NOSIGNAL-free SOCK_CLOEXEC and an integer
// pthread_t; Darwin has macros (Int32), st_mtimespec, no SOCK_CLOEXEC, and an opaque-pointer pthread_t. htons is a
// macro on Darwin that Swift cannot import.
import Foundation

func glibcOnly(_ info: stat) {
  _ = Int32(SOCK_STREAM.rawValue)  // expected-error {{value of type 'Int32' has no member 'rawValue'}}
  let resource: __rlimit_resource_t = 0  // expected-error {{cannot find type '__rlimit_resource_t' in scope}}
  _ = info.st_mtim  // expected-error {{value of type 'stat' has no member 'st_mtim'}}
  _ = SOCK_CLOEXEC  // expected-error {{cannot find 'SOCK_CLOEXEC' in scope}}
  _ = pthread_t()  // expected-error {{missing argument for parameter #1 in call}}
  _ = htons(8080)  // expected-error {{cannot find 'htons' in scope}}
}

func darwinSpellings(_ info: stat) {
  let type: Int32 = SOCK_STREAM
  let resource: Int32 = RLIMIT_NOFILE
  let modified: timespec = info.st_mtimespec
  var address = sockaddr_in()
  address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
  let device: Int32 = info.st_dev
  let mode: UInt16 = info.st_mode
  var thread: pthread_t?
  _ = (type, resource, modified, address, device, mode, thread)
  thread = nil
}
