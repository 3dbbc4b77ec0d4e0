// zlib's minizip (Debian's libminizip-dev): writes zip archives, and reads them back
// (restoring a backup).
#include <minizip/zip.h>
#include <minizip/unzip.h>
