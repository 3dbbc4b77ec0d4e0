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

// The server name a client asks for (SNI): a macro over SSL_ctrl.
static inline long superswift_SSL_set_tlsext_host_name(SSL *ssl, const char *name) {
  return SSL_set_tlsext_host_name(ssl, name);
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

// P-256 keys for Web Push: RFC 8291's key agreement and RFC 8292's ES256 signatures. Made and
// read through OpenSSL 3's parameter API (its keygen shorthand is variadic, which Swift cannot
// call).
#include <openssl/ec.h>
#include <openssl/param_build.h>
#include <openssl/core_names.h>
static inline EVP_PKEY *superswift_p256_generate(void) {
  EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
  EVP_PKEY *key = NULL;
  if (context != NULL && EVP_PKEY_keygen_init(context) == 1 &&
      EVP_PKEY_CTX_set_group_name(context, "prime256v1") == 1) {
    EVP_PKEY_keygen(context, &key);
  }
  EVP_PKEY_CTX_free(context);
  return key;
}

// A key from its raw parts: the 65-byte uncompressed public point, and (for a key pair) the
// 32-byte private scalar; NULL when they are not a P-256 key.
static inline EVP_PKEY *superswift_p256_from_raw(const unsigned char *public_point, size_t public_length,
                                                  const unsigned char *private_scalar, size_t private_length) {
  OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
  BIGNUM *scalar = private_scalar != NULL ? BN_bin2bn(private_scalar, (int)private_length, NULL) : NULL;
  OSSL_PARAM *parameters = NULL;
  EVP_PKEY_CTX *context = NULL;
  EVP_PKEY *key = NULL;
  if (builder == NULL || (private_scalar != NULL && scalar == NULL)) goto done;
  if (OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0) != 1) goto done;
  if (OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, public_point, public_length) != 1) goto done;
  if (scalar != NULL && OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_PRIV_KEY, scalar) != 1) goto done;
  parameters = OSSL_PARAM_BLD_to_param(builder);
  context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
  if (parameters == NULL || context == NULL || EVP_PKEY_fromdata_init(context) != 1) goto done;
  EVP_PKEY_fromdata(context, &key, scalar != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, parameters);
done:
  EVP_PKEY_CTX_free(context);
  OSSL_PARAM_free(parameters);
  BN_clear_free(scalar);
  OSSL_PARAM_BLD_free(builder);
  return key;
}

// The raw parts of a key: 65 bytes of public point; 32 bytes of private scalar (0 when none).
static inline int superswift_p256_public(EVP_PKEY *key, unsigned char *out65) {
  size_t length = 0;
  if (EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, out65, 65, &length) != 1) return 0;
  return length == 65;
}
static inline int superswift_p256_private(EVP_PKEY *key, unsigned char *out32) {
  BIGNUM *scalar = NULL;
  if (EVP_PKEY_get_bn_param(key, OSSL_PKEY_PARAM_PRIV_KEY, &scalar) != 1) return 0;
  int written = BN_bn2binpad(scalar, out32, 32);
  BN_clear_free(scalar);
  return written == 32;
}
