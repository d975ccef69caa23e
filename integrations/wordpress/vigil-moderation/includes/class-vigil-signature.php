<?php
/**
 * Signing and verification of Vigil plugin requests and callbacks, exactly as
 * packages/plugin-sdk does it (sign-request.ts, verify-callback.ts): HMAC-SHA256 with the
 * domain's secret key over "timestamp\nMETHOD\npath with query\nraw body", sent as lower-case
 * hex in X-Vigil-Signature, with X-Vigil-Key and X-Vigil-Timestamp (Unix seconds).
 *
 * Plain PHP without WordPress calls, so the shared signing vectors test it on their own.
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Builds and checks signatures.
 */
class Vigil_Signature {

	const HEADER_ACCESS_KEY = 'X-Vigil-Key';
	const HEADER_TIMESTAMP  = 'X-Vigil-Timestamp';
	const HEADER_SIGNATURE  = 'X-Vigil-Signature';
	const HEADER_PLUGIN     = 'X-Vigil-Plugin';

	/** A signed request or callback older or newer than this many seconds is refused. */
	const MAX_AGE_SECONDS = 300;

	/** The SDK's texts for each refusal (packages/contract plugin-messages.ts). */
	const MESSAGES = array(
		'missing-headers' => 'Missing X-Vigil-Key, X-Vigil-Timestamp or X-Vigil-Signature header.',
		'wrong-key'       => 'Unknown access key.',
		'bad-timestamp'   => 'X-Vigil-Timestamp must be Unix seconds.',
		'stale-timestamp' => 'X-Vigil-Timestamp is more than 5 minutes from the server time.',
		'bad-signature'   => 'X-Vigil-Signature does not match the request.',
		'replayed'        => 'This signature has already been used.',
		'invalid-body'    => 'The callback body is not a valid Vigil callback.',
	);

	/**
	 * The exact text that is signed.
	 *
	 * @param string|int $timestamp       Unix seconds.
	 * @param string     $method          HTTP method (upper-cased here).
	 * @param string     $path_with_query The URL path as sent, with its query if any.
	 * @param string     $raw_body        The exact body bytes; '' without a body.
	 * @return string
	 */
	public static function signing_string( $timestamp, $method, $path_with_query, $raw_body ) {
		return (string) $timestamp . "\n" . strtoupper( $method ) . "\n" . $path_with_query . "\n" . $raw_body;
	}

	/**
	 * Lower-case hex HMAC-SHA256 of the signing string.
	 *
	 * @param string     $secret_key      The domain's secret key.
	 * @param string|int $timestamp       Unix seconds.
	 * @param string     $method          HTTP method.
	 * @param string     $path_with_query Path and query.
	 * @param string     $raw_body        Body.
	 * @return string
	 */
	public static function compute( $secret_key, $timestamp, $method, $path_with_query, $raw_body ) {
		return hash_hmac( 'sha256', self::signing_string( $timestamp, $method, $path_with_query, $raw_body ), $secret_key );
	}

	/**
	 * The three headers of a signed request.
	 *
	 * @param string     $access_key      The domain's access key.
	 * @param string     $secret_key      The domain's secret key.
	 * @param string|int $timestamp       Unix seconds.
	 * @param string     $method          HTTP method.
	 * @param string     $path_with_query Path and query.
	 * @param string     $raw_body        Body.
	 * @return array<string,string>
	 */
	public static function headers( $access_key, $secret_key, $timestamp, $method, $path_with_query, $raw_body ) {
		return array(
			self::HEADER_ACCESS_KEY => $access_key,
			self::HEADER_TIMESTAMP  => (string) $timestamp,
			self::HEADER_SIGNATURE  => self::compute( $secret_key, $timestamp, $method, $path_with_query, $raw_body ),
		);
	}

	/**
	 * Checks a callback as the SDK's verifyCallback does, in the same order: headers, access
	 * key, timestamp format and window, HMAC, replay, body shape. A signature is remembered only
	 * once everything up to the replay check passed.
	 *
	 * @param array               $input {
	 *     @type string   $method          HTTP method.
	 *     @type string   $path_with_query The path and query as received.
	 *     @type array    $headers         Header name => value (any case).
	 *     @type string   $raw_body        The body exactly as received.
	 *     @type string   $secret_key      The domain's secret key.
	 *     @type string   $access_key      Optional: X-Vigil-Key must be this.
	 *     @type int      $now             Optional: Unix seconds now.
	 * }
	 * @param Vigil_Seen_Signatures|null $seen Accepted signatures; without it no replay check.
	 * @return array{ok:bool,reason?:string,message?:string,callback?:array}
	 */
	public static function verify_callback( array $input, $seen = null ) {
		$headers    = isset( $input['headers'] ) ? (array) $input['headers'] : array();
		$access_key = self::header( $headers, self::HEADER_ACCESS_KEY );
		$timestamp  = self::header( $headers, self::HEADER_TIMESTAMP );
		$signature  = self::header( $headers, self::HEADER_SIGNATURE );

		if ( '' === $access_key || '' === $timestamp || '' === $signature ) {
			return self::refusal( 'missing-headers' );
		}
		if ( isset( $input['access_key'] ) && ! hash_equals( (string) $input['access_key'], $access_key ) ) {
			return self::refusal( 'wrong-key' );
		}
		if ( ! preg_match( '/^\d{1,12}$/', $timestamp ) ) {
			return self::refusal( 'bad-timestamp' );
		}
		$now = isset( $input['now'] ) ? (int) $input['now'] : time();
		if ( abs( $now - (int) $timestamp ) > self::MAX_AGE_SECONDS ) {
			return self::refusal( 'stale-timestamp' );
		}
		$raw_body = (string) $input['raw_body'];
		$expected = self::compute( (string) $input['secret_key'], $timestamp, (string) $input['method'], (string) $input['path_with_query'], $raw_body );
		if ( ! preg_match( '/^[0-9a-f]{64}$/i', $signature ) || ! hash_equals( $expected, strtolower( $signature ) ) ) {
			return self::refusal( 'bad-signature' );
		}
		if ( null !== $seen ) {
			if ( $seen->has( $expected, $now ) ) {
				return self::refusal( 'replayed' );
			}
			$seen->add( $expected, $now );
		}
		$callback = json_decode( $raw_body, true );
		if ( ! self::is_valid_callback( $callback ) ) {
			return self::refusal( 'invalid-body' );
		}
		return array(
			'ok'       => true,
			'callback' => $callback,
		);
	}

	/**
	 * The documented callback shape, as strict as the SDK's schema (contract
	 * plugin-callbacks.ts): every notice carries id, scheme, domain, cms_meta (id, and type and
	 * url when given), status and sent_at; an unpublish carries a reason and may carry its
	 * statement of reasons; a republish or appeal carries its appeal. Timestamps are UTC
	 * seconds (`YYYY-MM-DDTHH:MM:SSZ`) that name a real moment. Unknown fields are ignored.
	 *
	 * @param mixed $callback Decoded JSON.
	 * @return bool
	 */
	public static function is_valid_callback( $callback ) {
		if ( ! is_array( $callback ) || ! isset( $callback['event'] ) ) {
			return false;
		}
		if ( ! in_array( $callback['event'], array( 'unpublish', 'decision', 'republish', 'appeal' ), true ) ) {
			return false;
		}
		foreach ( array( 'scheme', 'domain', 'status' ) as $field ) {
			if ( ! isset( $callback[ $field ] ) || ! is_string( $callback[ $field ] ) ) {
				return false;
			}
		}
		if ( ! self::is_id( $callback['id'] ?? null ) || ! self::is_utc_timestamp( $callback['sent_at'] ?? null ) ) {
			return false;
		}
		if ( ! self::is_valid_cms_meta( $callback['cms_meta'] ?? null ) ) {
			return false;
		}
		if ( 'unpublish' === $callback['event'] ) {
			if ( ! isset( $callback['reason'] ) || ! in_array( $callback['reason'], array( 'automatic', 'manual' ), true ) ) {
				return false;
			}
			return ! array_key_exists( 'statement', $callback ) || self::is_valid_statement( $callback['statement'] );
		}
		if ( 'republish' === $callback['event'] || 'appeal' === $callback['event'] ) {
			return self::is_valid_appeal( $callback['appeal'] ?? null, 'republish' === $callback['event'] ? 'reversed' : 'upheld' );
		}
		return true;
	}

	/**
	 * A cms_meta: an id (a whole number, or a string of 1 to 200 characters once trimmed), and a
	 * type (up to 100 characters) and url (up to 2,048) when given; anything else is the
	 * plugin's own.
	 *
	 * @param mixed $cms_meta Decoded JSON.
	 * @return bool
	 */
	private static function is_valid_cms_meta( $cms_meta ) {
		if ( ! is_array( $cms_meta ) || ! array_key_exists( 'id', $cms_meta ) ) {
			return false;
		}
		$id = $cms_meta['id'];
		if ( ! is_int( $id ) ) {
			if ( ! is_string( $id ) ) {
				return false;
			}
			$length = self::char_length( self::js_trim( $id ) );
			if ( $length < 1 || $length > 200 ) {
				return false;
			}
		}
		foreach ( array(
			'type' => 100,
			'url'  => 2048,
		) as $field => $max ) {
			if ( array_key_exists( $field, $cms_meta ) && ( ! is_string( $cms_meta[ $field ] ) || self::char_length( $cms_meta[ $field ] ) > $max ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The statement of reasons an unpublish may carry (decision 0182).
	 *
	 * @param mixed $statement Decoded JSON.
	 * @return bool
	 */
	private static function is_valid_statement( $statement ) {
		if ( ! is_array( $statement ) || ! self::is_id( $statement['id'] ?? null ) ) {
			return false;
		}
		if ( 'removed' !== ( $statement['restriction'] ?? null ) || ! self::is_utc_timestamp( $statement['decided_at'] ?? null ) ) {
			return false;
		}
		if ( ! array_key_exists( 'category', $statement ) || ! ( null === $statement['category'] || is_string( $statement['category'] ) ) ) {
			return false;
		}
		foreach ( array( 'ground', 'facts' ) as $field ) {
			if ( ! isset( $statement[ $field ] ) || ! is_string( $statement[ $field ] ) ) {
				return false;
			}
		}
		foreach ( array( 'automated_detection', 'automated_decision' ) as $field ) {
			if ( ! isset( $statement[ $field ] ) || ! is_bool( $statement[ $field ] ) ) {
				return false;
			}
		}
		$appeal = $statement['appeal'] ?? null;
		return is_array( $appeal ) && self::is_id( $appeal['item_id'] ?? null ) && self::is_utc_timestamp( $appeal['until'] ?? null );
	}

	/**
	 * The appeal a `republish` (reversed) or `appeal` (upheld) notice answers.
	 *
	 * @param mixed  $appeal  Decoded JSON.
	 * @param string $outcome The outcome the event stands for.
	 * @return bool
	 */
	private static function is_valid_appeal( $appeal, $outcome ) {
		if ( ! is_array( $appeal ) || ! self::is_id( $appeal['id'] ?? null ) ) {
			return false;
		}
		return $outcome === ( $appeal['outcome'] ?? null ) && self::is_utc_timestamp( $appeal['decided_at'] ?? null );
	}

	/**
	 * An id: a whole number, or a non-empty string.
	 *
	 * @param mixed $value Decoded JSON.
	 * @return bool
	 */
	private static function is_id( $value ) {
		return is_int( $value ) || ( is_string( $value ) && '' !== $value );
	}

	/**
	 * A UTC timestamp to the second that names a real moment: "2026-02-30T09:00:00Z" and
	 * "…T24:00:00Z" do not, nor does one with milliseconds.
	 *
	 * @param mixed $value Decoded JSON.
	 * @return bool
	 */
	private static function is_utc_timestamp( $value ) {
		if ( ! is_string( $value ) || ! preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $value ) ) {
			return false;
		}
		$moment = DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i:s\Z', $value, new DateTimeZone( 'UTC' ) );
		return false !== $moment && $moment->format( 'Y-m-d\TH:i:s\Z' ) === $value;
	}

	/**
	 * A string without the whitespace JavaScript's trim() removes at either end.
	 *
	 * @param string $value UTF-8.
	 * @return string
	 */
	private static function js_trim( $value ) {
		$space = '[\s\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';
		$trimmed = preg_replace( '/^' . $space . '+|' . $space . '+$/u', '', $value );
		return null === $trimmed ? $value : $trimmed;
	}

	/**
	 * A string's length in characters (code points), as the SDK's schema counts it.
	 *
	 * @param string $value UTF-8.
	 * @return int
	 */
	private static function char_length( $value ) {
		$characters = preg_match_all( '/./su', $value );
		return false === $characters ? strlen( $value ) : $characters;
	}

	/**
	 * One header by name, any case; '' when absent.
	 *
	 * @param array  $headers Name => value or list of values.
	 * @param string $name    Header name.
	 * @return string
	 */
	private static function header( array $headers, $name ) {
		$wanted = strtolower( $name );
		foreach ( $headers as $key => $value ) {
			if ( strtolower( str_replace( '_', '-', (string) $key ) ) !== $wanted ) {
				continue;
			}
			if ( is_array( $value ) ) {
				$value = count( $value ) > 0 ? reset( $value ) : '';
			}
			return (string) $value;
		}
		return '';
	}

	/**
	 * A refusal with the SDK's reason and text.
	 *
	 * @param string $reason Reason code.
	 * @return array
	 */
	private static function refusal( $reason ) {
		return array(
			'ok'      => false,
			'reason'  => $reason,
			'message' => self::MESSAGES[ $reason ],
		);
	}
}

/**
 * Signatures already accepted, kept for twice the timestamp window (as the SDK's
 * createSeenSignatures): an older callback is refused as stale anyway.
 */
class Vigil_Seen_Signatures {

	/**
	 * Signature => Unix seconds it was accepted.
	 *
	 * @var array<string,int>
	 */
	protected $seen;

	/**
	 * Starts from a stored map.
	 *
	 * @param array<string,int> $seen Signature => accepted at.
	 */
	public function __construct( array $seen = array() ) {
		$this->seen = $seen;
	}

	/**
	 * Whether the signature was accepted within the kept window.
	 *
	 * @param string $signature Hex signature.
	 * @param int    $now       Unix seconds.
	 * @return bool
	 */
	public function has( $signature, $now ) {
		$this->forget_old( $now );
		return isset( $this->seen[ $signature ] );
	}

	/**
	 * Remembers a signature.
	 *
	 * @param string $signature Hex signature.
	 * @param int    $now       Unix seconds.
	 */
	public function add( $signature, $now ) {
		$this->forget_old( $now );
		$this->seen[ $signature ] = (int) $now;
		$this->saved();
	}

	/**
	 * The map to store.
	 *
	 * @return array<string,int>
	 */
	public function to_array() {
		return $this->seen;
	}

	/**
	 * Called after a change; the WordPress store writes the option here.
	 */
	protected function saved() {
	}

	/**
	 * Drops signatures older than twice the timestamp window.
	 *
	 * @param int $now Unix seconds.
	 */
	private function forget_old( $now ) {
		$keep = 2 * Vigil_Signature::MAX_AGE_SECONDS;
		foreach ( $this->seen as $signature => $at ) {
			if ( $now - $at > $keep ) {
				unset( $this->seen[ $signature ] );
			}
		}
	}
}
