// Stand-in for Apple's Darwin C module (macOS and iOS SDKs), for the Darwin-shaped typecheck in .ci/apple/typecheck.
//
// Written from Apple's headers as the SDK ships them (the xnu and Libc sources Apple publishes, and the man pages)
// for the declarations qa-sim uses, each spelled the way the ClangImporter must see it on a Mac: macros where Apple
// has macros (SOCK_STREAM is `1`, an Int32; Glibc has an enum), Apple's struct layouts (sin_len, st_mtimespec),
// Apple's typedefs (dev_t is int32_t, mode_t is uint16_t, pthread_t and posix_spawn_file_actions_t are pointers).
// Nothing here is compiled into code or linked: it only has to import as Apple's does. It includes no other header,
// so no Glibc declaration can leak in. Add a declaration by copying its prototype from Apple's header or man page.

#ifndef QASIM_STANDIN_DARWIN_H
#define QASIM_STANDIN_DARWIN_H

// Every struct, typedef, function and variable has a C name of its own (__qa_stat) and Apple's name in Swift
// (swift_name("stat")): Dispatch and Foundation load Glibc's headers into the same Clang instance, and two C
// definitions of `struct stat` would clash there. Swift sees only Apple's names. The fixed-width integer typedefs and
// size_t keep their C names, since Swift maps them by name and Glibc defines them alike.
#define QA_SWIFT(name) __attribute__((swift_name(name)))

// MARK: - <sys/_types.h>, <machine/_types.h>, <stdint.h>

typedef signed char __qa___int8_t QA_SWIFT("__int8_t");
typedef unsigned char __qa___uint8_t QA_SWIFT("__uint8_t");
typedef short __qa___int16_t QA_SWIFT("__int16_t");
typedef unsigned short __qa___uint16_t QA_SWIFT("__uint16_t");
typedef int __qa___int32_t QA_SWIFT("__int32_t");
typedef unsigned int __qa___uint32_t QA_SWIFT("__uint32_t");
typedef long long __qa___int64_t QA_SWIFT("__int64_t");
typedef unsigned long long __qa___uint64_t QA_SWIFT("__uint64_t");
typedef long __qa___darwin_intptr_t QA_SWIFT("__darwin_intptr_t");
typedef unsigned long __qa___darwin_size_t QA_SWIFT("__darwin_size_t");
typedef long __qa___darwin_ssize_t QA_SWIFT("__darwin_ssize_t");
typedef long __qa___darwin_time_t QA_SWIFT("__darwin_time_t");

typedef __qa___int8_t int8_t;
typedef __qa___int16_t int16_t;
typedef __qa___int32_t int32_t;
typedef __qa___int64_t __qa_int64_t QA_SWIFT("int64_t");
typedef __qa___uint8_t uint8_t;
typedef __qa___uint16_t uint16_t;
typedef __qa___uint32_t uint32_t;
typedef __qa___uint64_t __qa_uint64_t QA_SWIFT("uint64_t");
typedef __qa___uint8_t __qa_u_int8_t QA_SWIFT("u_int8_t");
typedef __qa___uint16_t __qa_u_int16_t QA_SWIFT("u_int16_t");
typedef __qa___uint32_t __qa_u_int32_t QA_SWIFT("u_int32_t");
typedef __qa___uint64_t __qa_u_int64_t QA_SWIFT("u_int64_t");

typedef __qa___darwin_size_t size_t;
typedef __qa___darwin_ssize_t ssize_t;
typedef __qa___darwin_time_t __qa_time_t QA_SWIFT("time_t");
typedef __qa___int64_t __qa_off_t QA_SWIFT("off_t");
typedef __qa___int32_t __qa_pid_t QA_SWIFT("pid_t");
typedef __qa___uint32_t __qa_uid_t QA_SWIFT("uid_t");
typedef __qa___uint32_t __qa_gid_t QA_SWIFT("gid_t");
/// dev_t is a signed 32-bit integer on Darwin (an unsigned 64-bit one on Glibc).
typedef __qa___int32_t __qa_dev_t QA_SWIFT("dev_t");
/// mode_t is 16 bits on Darwin (32 on Glibc).
typedef __qa___uint16_t __qa_mode_t QA_SWIFT("mode_t");
typedef __qa___uint64_t __qa_ino_t QA_SWIFT("ino_t");
typedef __qa___uint16_t __qa_nlink_t QA_SWIFT("nlink_t");
typedef __qa___int64_t __qa_blkcnt_t QA_SWIFT("blkcnt_t");
typedef __qa___int32_t __qa_blksize_t QA_SWIFT("blksize_t");
/// tv_usec is an Int32 on Darwin (an Int on Glibc).
typedef __qa___int32_t __qa_suseconds_t QA_SWIFT("suseconds_t");
typedef __qa___uint32_t __qa_useconds_t QA_SWIFT("useconds_t");

// MARK: - <sys/errno.h> (errno itself is `(*__error())`, a macro; the overlay has `errno`)

/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/intro.2.html
extern int *__qa___error(void) QA_SWIFT("__error()");
#define EPERM 1
#define EINTR 4
#define EACCES 13
#define ENFILE 23
#define EMFILE 24
#define EAGAIN 35
#define EWOULDBLOCK EAGAIN
#define EAFNOSUPPORT 47
#define EADDRINUSE 48
#define EADDRNOTAVAIL 49
#define ECONNABORTED 53

// MARK: - <string.h>, <stdlib.h>, <stdio.h>

extern char *__qa_strerror(int __errnum) QA_SWIFT("strerror(_:)");
extern char *__qa_strdup(const char *__s1) QA_SWIFT("strdup(_:)");
extern size_t __qa_strlen(const char *__s) QA_SWIFT("strlen(_:)");
extern void __qa_free(void *) QA_SWIFT("free(_:)");
extern void *__qa_malloc(size_t __size) QA_SWIFT("malloc(_:)");
extern void __qa_exit(int) __attribute__((noreturn)) QA_SWIFT("exit(_:)");
extern char *__qa_getenv(const char *) QA_SWIFT("getenv(_:)");
extern char *__qa_realpath(const char *__restrict, char *__restrict) QA_SWIFT("realpath(_:_:)");
extern char *__qa_mkdtemp(char *) QA_SWIFT("mkdtemp(_:)");
extern int __qa_mkstemp(char *) QA_SWIFT("mkstemp(_:)");

/// FILE is `struct __sFILE` on Darwin; stdin, stdout and stderr are macros for __stdinp, __stdoutp and __stderrp,
/// which the overlay turns into variables.
typedef struct QA_SWIFT("__sFILE") __qa___sFILE {
  unsigned char *_p;
  int _r;
  int _w;
  short _flags;
  short _file;
} __qa_FILE QA_SWIFT("FILE");
extern __qa_FILE *__qa___stdinp QA_SWIFT("__stdinp");
extern __qa_FILE *__qa___stdoutp QA_SWIFT("__stdoutp");
extern __qa_FILE *__qa___stderrp QA_SWIFT("__stderrp");
extern int __qa_fflush(__qa_FILE *) QA_SWIFT("fflush(_:)");
extern int __qa_fputs(const char *__restrict, __qa_FILE *__restrict) QA_SWIFT("fputs(_:_:)");
extern size_t __qa_fwrite(const void *__restrict __ptr, size_t __size, size_t __nitems, __qa_FILE *__restrict __stream) QA_SWIFT("fwrite(_:_:_:_:)");
extern int __qa_rename(const char *__old, const char *__new) QA_SWIFT("rename(_:_:)");

// MARK: - <unistd.h>

extern ssize_t __qa_read(int, void *, size_t) QA_SWIFT("read(_:_:_:)");
extern ssize_t __qa_write(int __fd, const void *__buf, size_t __nbyte) QA_SWIFT("write(_:_:_:)");
extern int __qa_close(int) QA_SWIFT("close(_:)");
extern int __qa_pipe(int[2]) QA_SWIFT("pipe(_:)");
extern int __qa_dup(int) QA_SWIFT("dup(_:)");
extern int __qa_isatty(int) QA_SWIFT("isatty(_:)");
extern int __qa_unlink(const char *) QA_SWIFT("unlink(_:)");
extern int __qa_access(const char *, int) QA_SWIFT("access(_:_:)");
extern int __qa_fsync(int) QA_SWIFT("fsync(_:)");
extern int __qa_truncate(const char *, __qa_off_t) QA_SWIFT("truncate(_:_:)");
extern int __qa_usleep(__qa_useconds_t) QA_SWIFT("usleep(_:)");
extern __qa_uid_t __qa_geteuid(void) QA_SWIFT("geteuid()");
extern __qa_pid_t __qa_getpid(void) QA_SWIFT("getpid()");
#define F_OK 0
#define X_OK (1 << 0)
#define W_OK (1 << 1)
#define R_OK (1 << 2)

// MARK: - <crt_externs.h> (Darwin declares no `environ` in any header)

/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man7/environ.7.html
extern char ***__qa__NSGetEnviron(void) QA_SWIFT("_NSGetEnviron()");

// MARK: - <mach-o/dyld.h>

/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/dyld.3.html
extern int __qa__NSGetExecutablePath(char *buf, uint32_t *bufsize) QA_SWIFT("_NSGetExecutablePath(_:_:)");

// MARK: - <fcntl.h> (open and fcntl are variadic in C, which Swift does not import; the overlay declares them)

#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_NONBLOCK 0x00000004
#define O_APPEND 0x00000008
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_EXCL 0x00000800
#define O_DIRECTORY 0x00100000
#define O_CLOEXEC 0x01000000
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define FD_CLOEXEC 1

// MARK: - <sys/stat.h> (64-bit inode layout, the SDK's default; times are st_*timespec, not st_*tim)

struct QA_SWIFT("timespec") __qa_timespec {
  __qa___darwin_time_t tv_sec;
  long tv_nsec;
};

struct QA_SWIFT("stat") __qa_stat {
  __qa_dev_t st_dev;
  __qa_mode_t st_mode;
  __qa_nlink_t st_nlink;
  __qa_ino_t st_ino;
  __qa_uid_t st_uid;
  __qa_gid_t st_gid;
  __qa_dev_t st_rdev;
  struct __qa_timespec st_atimespec;
  struct __qa_timespec st_mtimespec;
  struct __qa_timespec st_ctimespec;
  struct __qa_timespec st_birthtimespec;
  __qa_off_t st_size;
  __qa_blkcnt_t st_blocks;
  __qa_blksize_t st_blksize;
  __qa___uint32_t st_flags;
  __qa___uint32_t st_gen;
  __qa___int32_t st_lspare;
  __qa___int64_t st_qspare[2];
};
extern int __qa_stat(const char *, struct __qa_stat *) QA_SWIFT("stat(_:_:)");
extern int __qa_fstat(int, struct __qa_stat *) QA_SWIFT("fstat(_:_:)");
extern int __qa_lstat(const char *, struct __qa_stat *) QA_SWIFT("lstat(_:_:)");
extern int __qa_mkdir(const char *, __qa_mode_t) QA_SWIFT("mkdir(_:_:)");
extern int __qa_mkfifo(const char *, __qa_mode_t) QA_SWIFT("mkfifo(_:_:)");
extern int __qa_fchmod(int, __qa_mode_t) QA_SWIFT("fchmod(_:_:)");
extern __qa_mode_t __qa_umask(__qa_mode_t) QA_SWIFT("umask(_:)");
extern int __qa_chmod(const char *, __qa_mode_t) QA_SWIFT("chmod(_:_:)");

// MARK: - <math.h>

extern double __qa_exp(double) QA_SWIFT("exp(_:)");
extern double __qa_log(double) QA_SWIFT("log(_:)");
extern double __qa_pow(double, double) QA_SWIFT("pow(_:_:)");
extern double __qa_sqrt(double) QA_SWIFT("sqrt(_:)");

// MARK: - <dirent.h> (64-bit inode layout)

struct QA_SWIFT("dirent") __qa_dirent {
  __qa___uint64_t d_ino;
  __qa___uint64_t d_seekoff;
  __qa___uint16_t d_reclen;
  __qa___uint16_t d_namlen;
  __qa___uint8_t d_type;
  char d_name[1024];
};
typedef struct {
  int __dd_fd;
  long __dd_loc;
  long __dd_size;
  char *__dd_buf;
  int __dd_len;
  long __dd_seek;
  long __padding;
  int __dd_flags;
} __qa_DIR QA_SWIFT("DIR");
extern __qa_DIR *__qa_opendir(const char *) QA_SWIFT("opendir(_:)");
extern struct __qa_dirent *__qa_readdir(__qa_DIR *) QA_SWIFT("readdir(_:)");
extern int __qa_closedir(__qa_DIR *) QA_SWIFT("closedir(_:)");

// MARK: - <sys/time.h>, <sys/select.h>

struct QA_SWIFT("timeval") __qa_timeval {
  __qa___darwin_time_t tv_sec;
  __qa_suseconds_t tv_usec;
};

// MARK: - <sys/resource.h> (RLIMIT_NOFILE is a macro and getrlimit takes an int; Glibc has an enum)

typedef __qa___uint64_t __qa_rlim_t QA_SWIFT("rlim_t");
#define RLIM_INFINITY (((__qa___uint64_t)1 << 63) - 1)
#define RLIMIT_NOFILE 8
struct QA_SWIFT("rlimit") __qa_rlimit {
  __qa_rlim_t rlim_cur;
  __qa_rlim_t rlim_max;
};
extern int __qa_getrlimit(int, struct __qa_rlimit *) QA_SWIFT("getrlimit(_:_:)");
extern int __qa_setrlimit(int, const struct __qa_rlimit *) QA_SWIFT("setrlimit(_:_:)");

// MARK: - <sys/poll.h>

#define POLLIN 0x0001
#define POLLPRI 0x0002
#define POLLOUT 0x0004
#define POLLERR 0x0008
#define POLLHUP 0x0010
#define POLLNVAL 0x0020
struct QA_SWIFT("pollfd") __qa_pollfd {
  int fd;
  short events;
  short revents;
};
typedef unsigned int __qa_nfds_t QA_SWIFT("nfds_t");
extern int __qa_poll(struct __qa_pollfd *, __qa_nfds_t, int) QA_SWIFT("poll(_:_:_:)");

// MARK: - <sys/signal.h>, <signal.h>

#define SIGINT 2
#define SIGKILL 9
#define SIGPIPE 13
#define SIGTERM 15
typedef void (*__qa_sig_t)(int) QA_SWIFT("sig_t");
extern void (*__qa_signal(int, void (*)(int)))(int) QA_SWIFT("signal(_:_:)");
extern int __qa_kill(__qa_pid_t, int) QA_SWIFT("kill(_:_:)");
extern int __qa_raise(int) QA_SWIFT("raise(_:)");

// MARK: - <sys/wait.h>

extern __qa_pid_t __qa_waitpid(__qa_pid_t, int *, int) QA_SWIFT("waitpid(_:_:_:)");

// MARK: - <spawn.h> (posix_spawn_file_actions_t is a pointer on Darwin; Glibc has a struct)

typedef void *__qa_posix_spawnattr_t QA_SWIFT("posix_spawnattr_t");
typedef void *__qa_posix_spawn_file_actions_t QA_SWIFT("posix_spawn_file_actions_t");
extern int __qa_posix_spawn(__qa_pid_t *__restrict, const char *__restrict, const __qa_posix_spawn_file_actions_t *,
                       const __qa_posix_spawnattr_t *__restrict, char *const __argv[__restrict],
                       char *const __envp[__restrict]) QA_SWIFT("posix_spawn(_:_:_:_:_:_:)");
extern int __qa_posix_spawn_file_actions_addopen(__qa_posix_spawn_file_actions_t *__restrict, int, const char *__restrict, int,
                                            __qa_mode_t) QA_SWIFT("posix_spawn_file_actions_addopen(_:_:_:_:_:)");
extern int __qa_posix_spawn_file_actions_destroy(__qa_posix_spawn_file_actions_t *) QA_SWIFT("posix_spawn_file_actions_destroy(_:)");
extern int __qa_posix_spawn_file_actions_init(__qa_posix_spawn_file_actions_t *) QA_SWIFT("posix_spawn_file_actions_init(_:)");

// MARK: - <pthread.h> (pthread_t is an opaque pointer on Darwin; an unsigned long on Glibc)

#pragma clang assume_nonnull begin
struct QA_SWIFT("_opaque_pthread_t") __qa__opaque_pthread_t {
  long __sig;
  char __opaque[8176];
};
struct QA_SWIFT("_opaque_pthread_attr_t") __qa__opaque_pthread_attr_t {
  long __sig;
  char __opaque[56];
};
typedef struct __qa__opaque_pthread_t *__qa_pthread_t QA_SWIFT("pthread_t");
typedef struct __qa__opaque_pthread_attr_t __qa_pthread_attr_t QA_SWIFT("pthread_attr_t");
#define PTHREAD_CREATE_JOINABLE 1
#define PTHREAD_CREATE_DETACHED 2
extern int __qa_pthread_attr_init(__qa_pthread_attr_t *) QA_SWIFT("pthread_attr_init(_:)");
extern int __qa_pthread_attr_destroy(__qa_pthread_attr_t *) QA_SWIFT("pthread_attr_destroy(_:)");
extern int __qa_pthread_attr_setstacksize(__qa_pthread_attr_t *, size_t) QA_SWIFT("pthread_attr_setstacksize(_:_:)");
extern int __qa_pthread_attr_setdetachstate(__qa_pthread_attr_t *, int) QA_SWIFT("pthread_attr_setdetachstate(_:_:)");
extern int __qa_pthread_create(__qa_pthread_t _Nullable *_Nonnull __restrict, const __qa_pthread_attr_t *_Nullable __restrict,
                          void *_Nullable (*_Nonnull)(void *_Nullable), void *_Nullable __restrict) QA_SWIFT("pthread_create(_:_:_:_:)");
#pragma clang assume_nonnull end

// MARK: - <sys/socket.h> (every constant is a macro: SOCK_STREAM is 1; Glibc's is an enum case)

typedef __qa___uint32_t __qa_socklen_t QA_SWIFT("socklen_t");
typedef __qa___uint8_t __qa_sa_family_t QA_SWIFT("sa_family_t");
#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOL_SOCKET 0xffff
#define SO_REUSEADDR 0x0004
#define SO_SNDTIMEO 0x1005
#define SO_RCVTIMEO 0x1006
#define SO_NOSIGPIPE 0x1022
#define AF_UNSPEC 0
#define AF_INET 2
#define AF_INET6 30
#define PF_INET AF_INET
#define PF_INET6 AF_INET6
#define MSG_NOSIGNAL 0x80000
#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2
struct QA_SWIFT("sockaddr") __qa_sockaddr {
  __qa___uint8_t sa_len;
  __qa_sa_family_t sa_family;
  char sa_data[14];
};
extern int __qa_accept(int, struct __qa_sockaddr *__restrict, __qa_socklen_t *__restrict) QA_SWIFT("accept(_:_:_:)");
extern int __qa_bind(int, const struct __qa_sockaddr *, __qa_socklen_t) QA_SWIFT("bind(_:_:_:)");
extern int __qa_connect(int, const struct __qa_sockaddr *, __qa_socklen_t) QA_SWIFT("connect(_:_:_:)");
extern int __qa_getsockname(int, struct __qa_sockaddr *__restrict, __qa_socklen_t *__restrict) QA_SWIFT("getsockname(_:_:_:)");
extern int __qa_listen(int, int) QA_SWIFT("listen(_:_:)");
extern ssize_t __qa_recv(int, void *, size_t, int) QA_SWIFT("recv(_:_:_:_:)");
extern ssize_t __qa_send(int, const void *, size_t, int) QA_SWIFT("send(_:_:_:_:)");
extern int __qa_setsockopt(int, int, int, const void *, __qa_socklen_t) QA_SWIFT("setsockopt(_:_:_:_:_:)");
extern int __qa_shutdown(int, int) QA_SWIFT("shutdown(_:_:)");
extern int __qa_socket(int, int, int) QA_SWIFT("socket(_:_:_:)");

// MARK: - <netinet/in.h>, <netinet6/in6.h> (every sockaddr has its length first: sin_len, sin6_len)

typedef __qa___uint16_t __qa_in_port_t QA_SWIFT("in_port_t");
typedef __qa___uint32_t __qa_in_addr_t QA_SWIFT("in_addr_t");
#define IPPROTO_TCP 6
#define IPPROTO_IPV6 41
#define IPV6_V6ONLY 27
#define INADDR_ANY (__qa_u_int32_t)0x00000000
#define INADDR_LOOPBACK (__qa_u_int32_t)0x7f000001
struct QA_SWIFT("in_addr") __qa_in_addr {
  __qa_in_addr_t s_addr;
};
struct QA_SWIFT("sockaddr_in") __qa_sockaddr_in {
  __qa___uint8_t sin_len;
  __qa_sa_family_t sin_family;
  __qa_in_port_t sin_port;
  struct __qa_in_addr sin_addr;
  char sin_zero[8];
};
typedef struct QA_SWIFT("in6_addr") __qa_in6_addr {
  union {
    __qa___uint8_t __u6_addr8[16];
    __qa___uint16_t __u6_addr16[8];
    __qa___uint32_t __u6_addr32[4];
  } __qa___u6_addr;
} __qa_in6_addr_t QA_SWIFT("in6_addr_t");
struct QA_SWIFT("sockaddr_in6") __qa_sockaddr_in6 {
  __qa___uint8_t sin6_len;
  __qa_sa_family_t sin6_family;
  __qa_in_port_t sin6_port;
  __qa___uint32_t sin6_flowinfo;
  struct __qa_in6_addr sin6_addr;
  __qa___uint32_t sin6_scope_id;
};
extern const struct __qa_in6_addr __qa_in6addr_any QA_SWIFT("in6addr_any");
extern const struct __qa_in6_addr __qa_in6addr_loopback QA_SWIFT("in6addr_loopback");

#endif
