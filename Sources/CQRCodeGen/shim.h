// Nayuki's QR Code generator (Debian's libqrcodegen-dev): QR codes for the pairing page and
// `serve --qr`.
#include <qrcodegen/qrcodegen.h>
