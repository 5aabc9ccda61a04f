// The toolchain's libIndexStore C API. The build script puts the toolchain's usr/local/include on the include path.
#include <indexstore/indexstore.h>
