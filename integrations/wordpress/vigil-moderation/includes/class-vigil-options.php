<?php
/**
 * The plugin's settings and the names of everything it stores (uninstall.php removes them).
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads and writes the plugin's options.
 */
class Vigil_Options {

	const SETTINGS        = 'vigil_settings';
	const SECRET_KEY      = 'vigil_secret_key';
	const PLUGIN_ID       = 'vigil_plugin_id';
	const PENDING         = 'vigil_pending_submissions';
	const SEEN_SIGNATURES = 'vigil_seen_signatures';
	const CONNECT_RESULT  = 'vigil_connect_result';

	const MODE_PUBLISH = 'publish_then_remove';
	const MODE_HOLD    = 'hold_until_cleared';

	/**
	 * Comment and post meta: Vigil's status of the text, its report id, why the plugin held the
	 * item, whether Vigil is what took it down, and the states of its images (Vigil_Holds).
	 */
	const META_STATUS          = '_vigil_status';
	const META_REPORT_ID       = '_vigil_report_id';
	const META_HELD            = '_vigil_held';
	const META_CONTENT_HASH    = '_vigil_content_hash';
	const META_HIDDEN_BY_VIGIL = '_vigil_hidden';
	const META_PARTS           = '_vigil_parts';

	/**
	 * The saved settings with defaults (the secret key is kept apart and never returned here).
	 *
	 * @return array{url:string,access_key:string,mode:string,submit_posts:bool}
	 */
	public static function get() {
		$saved = get_option( self::SETTINGS, array() );
		$saved = is_array( $saved ) ? $saved : array();
		return array(
			'url'          => isset( $saved['url'] ) ? (string) $saved['url'] : '',
			'access_key'   => isset( $saved['access_key'] ) ? (string) $saved['access_key'] : '',
			'mode'         => isset( $saved['mode'] ) && self::MODE_HOLD === $saved['mode'] ? self::MODE_HOLD : self::MODE_PUBLISH,
			'submit_posts' => ! empty( $saved['submit_posts'] ),
		);
	}

	/**
	 * Saves the settings.
	 *
	 * @param array $settings As returned by get().
	 */
	public static function save( array $settings ) {
		update_option( self::SETTINGS, $settings, false );
	}

	/**
	 * The secret key, for signing only.
	 *
	 * @return string
	 */
	public static function secret_key() {
		return (string) get_option( self::SECRET_KEY, '' );
	}

	/**
	 * Whether a secret key is saved (all the settings page ever shows of it).
	 *
	 * @return bool
	 */
	public static function has_secret_key() {
		return '' !== self::secret_key();
	}

	/**
	 * Replaces the secret key.
	 *
	 * @param string $secret_key The new key.
	 */
	public static function save_secret_key( $secret_key ) {
		update_option( self::SECRET_KEY, $secret_key, false );
	}

	/**
	 * Whether URL and both keys are set.
	 *
	 * @return bool
	 */
	public static function is_configured() {
		$settings = self::get();
		return '' !== $settings['url'] && '' !== $settings['access_key'] && self::has_secret_key();
	}

	/**
	 * Where Vigil sends its notices.
	 *
	 * @return string
	 */
	public static function callback_url() {
		return rest_url( 'vigil/v1/callback' );
	}
}
