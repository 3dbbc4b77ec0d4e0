// OpenSSL (Debian's libssl-dev): TLS for `serve`, and the keys and certificates of a local CA.
#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/bn.h>

// SSL_set_tlsext_host_name and friends are macros; these are what Swift can call.
static inline long superswift_SSL_CTX_set_min_proto_tls12(SSL_CTX *context) {
  return SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}
static inline long superswift_SSL_CTX_set_mode_partial_write(SSL_CTX *context) {
  return SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}
