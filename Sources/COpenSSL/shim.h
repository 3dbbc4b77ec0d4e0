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

// What C macros do, as functions Swift can call.
static inline long superswift_BIO_mem_contents(BIO *bio, char **data) { return BIO_get_mem_data(bio, data); }
static inline void superswift_free(void *pointer) { OPENSSL_free(pointer); }

// Adds an X.509 v3 extension written as `openssl x509` config writes it ("critical,CA:TRUE").
static inline int superswift_X509_add_extension(X509 *certificate, X509 *issuer, int nid, const char *value) {
  X509V3_CTX context;
  X509V3_set_ctx(&context, issuer, certificate, NULL, NULL, 0);
  X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
  if (extension == NULL) return 0;
  int added = X509_add_ext(certificate, extension, -1);
  X509_EXTENSION_free(extension);
  return added;
}

// A new P-256 key (EVP_EC_gen is a macro over a variadic function).
static inline EVP_PKEY *superswift_generate_p256(void) {
  return EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
}

// SHA-256 without EVP: the EVP digest's first use fetches a provider and loads openssl.cnf
// (about a millisecond, a warm run's whole budget of its own); these functions hash directly,
// with the same CPU extensions. Deprecated in OpenSSL 3 for new code, kept for exactly this.
#include <openssl/sha.h>
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline int superswift_sha256_init(SHA256_CTX *context) { return SHA256_Init(context); }
static inline int superswift_sha256_update(SHA256_CTX *context, const void *data, size_t count) {
  return SHA256_Update(context, data, count);
}
static inline int superswift_sha256_final(unsigned char *digest, SHA256_CTX *context) {
  return SHA256_Final(digest, context);
}
#pragma GCC diagnostic pop

// Webhook signatures (HMAC-SHA256) and their constant-time comparison; AES-256-GCM for
// secrets stored in a cluster's database.
#include <openssl/hmac.h>
#include <openssl/crypto.h>
