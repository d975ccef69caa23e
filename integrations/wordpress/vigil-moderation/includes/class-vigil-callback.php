<?php
/**
 * POST /wp-json/vigil/v1/callback: Vigil's signed unpublish and decision notices, and the
 * republish (an appeal reversed an unpublish: the item goes back up, as after a moderator's
 * approval) and appeal (upheld: the item stays down) notices of appeals. Checked as
 * the SDK's verifyCallback does (headers, access key, five-minute window, HMAC, each signature
 * once, the documented body); any refusal is answered 401 and changes nothing. An unknown item
 * is 404, a handled notice 200. Notices are idempotent: a retry with the same status changes
 * nothing more.
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The replay log kept in an option (signatures of the last ten minutes).
 */
class Vigil_Option_Seen_Signatures extends Vigil_Seen_Signatures {

	/**
	 * Loads the stored log.
	 */
	public function __construct() {
		$stored = get_option( Vigil_Options::SEEN_SIGNATURES, array() );
		parent::__construct( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Stores the log after each accepted signature.
	 */
	protected function saved() {
		update_option( Vigil_Options::SEEN_SIGNATURES, $this->to_array(), false );
	}
}

/**
 * The REST route and what each notice does.
 */
class Vigil_Callback {

	/**
	 * Hooks in.
	 */
	public static function register() {
		add_action( 'rest_api_init', array( __CLASS__, 'register_route' ) );
	}

	/**
	 * The route. Anyone may call it: the signature is the authentication.
	 */
	public static function register_route() {
		register_rest_route(
			'vigil/v1',
			'/callback',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'handle' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Verifies and applies one notice.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public static function handle( WP_REST_Request $request ) {
		$settings = Vigil_Options::get();
		if ( ! Vigil_Options::is_configured() ) {
			return self::answer( 401, Vigil_Signature::MESSAGES['wrong-key'] );
		}
		$path = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- signed as received; sanitising would change the bytes.

		$result = Vigil_Signature::verify_callback(
			array(
				'method'          => $request->get_method(),
				'path_with_query' => (string) $path,
				'headers'         => $request->get_headers(),
				'raw_body'        => (string) $request->get_body(),
				'secret_key'      => Vigil_Options::secret_key(),
				'access_key'      => $settings['access_key'],
				'now'             => time(),
			),
			new Vigil_Option_Seen_Signatures()
		);
		if ( ! $result['ok'] ) {
			return self::answer( 401, $result['message'] );
		}
		$callback = $result['callback'];
		$target   = self::target( $callback['cms_meta'] );
		if ( null === $target ) {
			return self::answer( 404, 'Unknown item.' );
		}
		Vigil_Holds::apply_notice( $target['kind'], $target['id'], $callback, $target['part_id'] );
		return self::answer( 200, 'Received.' );
	}

	/**
	 * Which comment or post a notice is about: cms_meta.id is the comment id, "post-N" for a
	 * post; an image part names its item in cms_meta.item ("comment:7").
	 *
	 * @param array $cms_meta The notice's cms_meta.
	 * @return array{kind:string,id:int,part_id:string|null}|null The image's cms_meta.id as
	 *         part_id, null for the text.
	 */
	private static function target( array $cms_meta ) {
		$part_id = null;
		$ref     = (string) $cms_meta['id'];
		if ( isset( $cms_meta['item'] ) && is_string( $cms_meta['item'] ) && preg_match( '/^(comment|post):(\d+)$/', $cms_meta['item'], $found ) ) {
			$part_id = $ref;
			$ref     = 'post' === $found[1] ? 'post-' . $found[2] : $found[2];
		}
		if ( preg_match( '/^post-(\d+)$/', $ref, $found ) ) {
			$post = get_post( (int) $found[1] );
			return $post ? array(
				'kind'    => 'post',
				'id'      => (int) $post->ID,
				'part_id' => $part_id,
			) : null;
		}
		if ( ! preg_match( '/^\d+$/', $ref ) ) {
			return null;
		}
		$comment = get_comment( (int) $ref );
		return $comment ? array(
			'kind'    => 'comment',
			'id'      => (int) $comment->comment_ID,
			'part_id' => $part_id,
		) : null;
	}

	/**
	 * A JSON answer.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Text.
	 * @return WP_REST_Response
	 */
	private static function answer( $status, $message ) {
		return new WP_REST_Response( array( 'message' => $message ), $status );
	}
}
