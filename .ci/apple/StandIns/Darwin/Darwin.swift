// The stand-in Darwin module's Swift overlay: what Apple's Darwin overlay adds over the C module (Darwin.h), from
// the overlay's source as the Swift project published it (stdlib/public/Platform/Platform.swift before the overlay
// moved into Apple's SDKs). Declarations only; nothing here runs.
@_exported import Darwin

/// `errno`, which C spells as the macro `(*__error())`.
/// https://developer.apple.com/documentation/kernel/errno
public var errno: Int32 {
  get { __error().pointee }
  set { __error().pointee = newValue }
}

/// Standard input, for the C macro `stdin` (`__stdinp`).
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/stdin.3.html
public var stdin: UnsafeMutablePointer<FILE> {
  get { __stdinp }
  set { __stdinp = newValue }
}

/// Standard output, for the C macro `stdout` (`__stdoutp`).
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/stdout.3.html
public var stdout: UnsafeMutablePointer<FILE> {
  get { __stdoutp }
  set { __stdoutp = newValue }
}

/// Standard error, for the C macro `stderr` (`__stderrp`).
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/stderr.3.html
public var stderr: UnsafeMutablePointer<FILE> {
  get { __stderrp }
  set { __stderrp = newValue }
}

/// `open(2)` without a mode; C's `open` is variadic, which Swift does not import.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/open.2.html
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }

/// `open(2)` with a mode.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/open.2.html
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError() }

/// `fcntl(2)` without an argument.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/fcntl.2.html
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError() }

/// `fcntl(2)` with an integer argument.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/fcntl.2.html
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError() }

/// `fcntl(2)` with a pointer argument.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/fcntl.2.html
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 { fatalError() }

/// The file type mask of `st_mode` (C's `S_IFMT` is a macro Swift does not import with this type).
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/stat.2.html
public var S_IFMT: mode_t { mode_t(0o170000) }
/// A FIFO.
public var S_IFIFO: mode_t { mode_t(0o010000) }
/// A character device.
public var S_IFCHR: mode_t { mode_t(0o020000) }
/// A directory.
public var S_IFDIR: mode_t { mode_t(0o040000) }
/// A block device.
public var S_IFBLK: mode_t { mode_t(0o060000) }
/// A regular file.
public var S_IFREG: mode_t { mode_t(0o100000) }
/// A symbolic link.
public var S_IFLNK: mode_t { mode_t(0o120000) }
/// A socket.
public var S_IFSOCK: mode_t { mode_t(0o140000) }
/// Owner read, write and execute.
public var S_IRWXU: mode_t { mode_t(0o000700) }
/// Owner read.
public var S_IRUSR: mode_t { mode_t(0o000400) }
/// Owner write.
public var S_IWUSR: mode_t { mode_t(0o000200) }
/// Owner execute.
public var S_IXUSR: mode_t { mode_t(0o000100) }

/// The default signal action, for the C macro `SIG_DFL`.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/signal.3.html
public var SIG_DFL: sig_t? { nil }
/// Ignore the signal, for the C macro `SIG_IGN`.
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }
/// The error return of `signal(3)`, for the C macro `SIG_ERR`.
public var SIG_ERR: sig_t { unsafeBitCast(-1, to: sig_t.self) }

/// The process's environment. No Darwin header declares `environ`; the overlay reads `*_NSGetEnviron()`.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man7/environ.7.html
public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { _NSGetEnviron().pointee! }

/// `fork(2)`, which the overlay marks unavailable.
@available(*, unavailable, message: "Please use threads or posix_spawn*()")
public func fork() -> Int32 { fatalError("unavailable function can't be called") }
