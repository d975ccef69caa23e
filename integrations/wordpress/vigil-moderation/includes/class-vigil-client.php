<?php
/**
 * Signed calls to Vigil's plugin API (POST /api/plugin/v1/connect and /content).
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A small client: one signed JSON POST, answered as status, body and a message in words.
 */
class Vigil_Client {

	const API_PREFIX = '/api/plugin/v1';

	/**
	 * POST /connect with WordPress's and the plugin's versions and the callback URL.
	 *
	 * @return array{status:int,body:?array,message:string}
	 */
	public static function connect() {
		return self::post(
			'/connect',
			array(
				'cms_name'       => 'WordPress',
				'cms_version'    => get_bloginfo( 'version' ),
				'plugin_version' => VIGIL_MODERATION_VERSION,
				'callback_url'   => Vigil_Options::callback_url(),
			)
		);
	}

	/**
	 * POST /content with one item.
	 *
	 * @param array $body The submission (cms_meta, username, content_type, content, scheme, domain).
	 * @return array{status:int,body:?array,message:string}
	 */
	public static function submit( array $body ) {
		return self::post( '/content', $body );
	}

	/**
	 * One signed POST.
	 *
	 * @param string $endpoint Path under /api/plugin/v1.
	 * @param array  $payload  JSON body.
	 * @return array{status:int,body:?array,message:string}
	 */
	private static function post( $endpoint, array $payload ) {
		$settings = Vigil_Options::get();
		if ( ! Vigil_Options::is_configured() ) {
			return array(
				'status'  => 0,
				'body'    => null,
				'message' => __( 'Vigil is not set up: enter its URL, the access key and the secret key.', 'vigil-moderation' ),
			);
		}
		$base      = untrailingslashit( $settings['url'] );
		$base_path = (string) wp_parse_url( $base, PHP_URL_PATH );
		$path      = untrailingslashit( $base_path ) . self::API_PREFIX . $endpoint;
		$origin    = preg_replace( '#^(https?://[^/]+).*$#i', '$1', $base );
		$raw_body  = wp_json_encode( $payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$headers   = Vigil_Signature::headers( $settings['access_key'], Vigil_Options::secret_key(), time(), 'POST', $path, $raw_body );

		$headers['Content-Type'] = 'application/json';
		$headers['Accept']       = 'application/json';
		$plugin_id               = (string) get_option( Vigil_Options::PLUGIN_ID, '' );
		if ( '' !== $plugin_id ) {
			$headers[ Vigil_Signature::HEADER_PLUGIN ] = $plugin_id;
		}

		$response = wp_remote_post(
			$origin . $path,
			array(
				'headers'     => $headers,
				'body'        => $raw_body,
				'timeout'     => 10,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return array(
				'status'  => 0,
				/* translators: %s: the network error. */
				'message' => sprintf( __( 'Vigil could not be reached: %s', 'vigil-moderation' ), $response->get_error_message() ),
				'body'    => null,
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$body   = is_array( $body ) ? $body : null;
		$text   = isset( $body['message'] ) && is_string( $body['message'] ) ? $body['message'] : '';
		if ( '' === $text ) {
			/* translators: %d: HTTP status code. */
			$text = sprintf( __( 'Vigil answered HTTP %d.', 'vigil-moderation' ), $status );
		}
		return array(
			'status'  => $status,
			'body'    => $body,
			'message' => $text,
		);
	}
}
