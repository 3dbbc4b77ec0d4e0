// zlib's minizip (Debian's libminizip-dev): writes zip archives.
#include <minizip/zip.h>
