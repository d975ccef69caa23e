<?php
/**
 * Settings › Vigil: the Vigil URL, the access key, the secret key (write-only: the page only
 * says whether one is saved), the mode, whether posts are sent too, and "Test connection",
 * which calls POST /api/plugin/v1/connect and says what Vigil answered.
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings page and its two form handlers.
 */
class Vigil_Settings_Page {

	const SLUG           = 'vigil-moderation';
	const SAVE_ACTION    = 'vigil_save_settings';
	const CONNECT_ACTION = 'vigil_test_connection';

	/**
	 * Hooks in.
	 */
	public static function register() {
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
		add_action( 'admin_post_' . self::SAVE_ACTION, array( __CLASS__, 'save' ) );
		add_action( 'admin_post_' . self::CONNECT_ACTION, array( __CLASS__, 'test_connection' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VIGIL_MODERATION_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Settings › Vigil.
	 */
	public static function add_page() {
		add_options_page(
			__( 'Vigil', 'vigil-moderation' ),
			__( 'Vigil', 'vigil-moderation' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param array $links Links.
	 * @return array
	 */
	public static function action_links( $links ) {
		$links[] = '<a href="' . esc_url( self::page_url() ) . '">' . esc_html__( 'Settings', 'vigil-moderation' ) . '</a>';
		return $links;
	}

	/**
	 * The page's address.
	 *
	 * @param array $args Extra query arguments.
	 * @return string
	 */
	private static function page_url( array $args = array() ) {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'options-general.php' ) );
	}

	/**
	 * Saves the form. An empty secret key field keeps the saved key.
	 */
	public static function save() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change Vigil\'s settings.', 'vigil-moderation' ), 403 );
		}
		check_admin_referer( self::SAVE_ACTION );

		$url        = isset( $_POST['vigil_url'] ) ? esc_url_raw( trim( sanitize_text_field( wp_unslash( $_POST['vigil_url'] ) ) ), array( 'http', 'https' ) ) : '';
		$access_key = isset( $_POST['vigil_access_key'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['vigil_access_key'] ) ) ) : '';
		$secret_key = isset( $_POST['vigil_secret_key'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['vigil_secret_key'] ) ) ) : '';
		$mode       = isset( $_POST['vigil_mode'] ) ? sanitize_text_field( wp_unslash( $_POST['vigil_mode'] ) ) : '';

		Vigil_Options::save(
			array(
				'url'          => untrailingslashit( $url ),
				'access_key'   => $access_key,
				'mode'         => Vigil_Options::MODE_HOLD === $mode ? Vigil_Options::MODE_HOLD : Vigil_Options::MODE_PUBLISH,
				'submit_posts' => ! empty( $_POST['vigil_submit_posts'] ),
			)
		);
		if ( '' !== $secret_key ) {
			Vigil_Options::save_secret_key( $secret_key );
		}
		wp_safe_redirect( self::page_url( array( 'vigil-saved' => '1' ) ) );
		exit;
	}

	/**
	 * Calls POST /connect and keeps its answer, in words, for the page to show once.
	 */
	public static function test_connection() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change Vigil\'s settings.', 'vigil-moderation' ), 403 );
		}
		check_admin_referer( self::CONNECT_ACTION );

		$answer = Vigil_Client::connect();
		$ok     = 200 === $answer['status'] && isset( $answer['body']['data']['id'] );
		if ( $ok ) {
			update_option( Vigil_Options::PLUGIN_ID, (string) $answer['body']['data']['id'], false );
			$domain = isset( $answer['body']['data']['domain'] ) ? (string) $answer['body']['data']['domain'] : '';
			/* translators: %s: the domain Vigil connected this site as. */
			$text = sprintf( __( 'Connected: Vigil knows this site as %s and will send its notices here.', 'vigil-moderation' ), $domain );
		} else {
			$text = self::describe_failure( $answer );
		}
		set_transient(
			Vigil_Options::CONNECT_RESULT . '_' . get_current_user_id(),
			array(
				'ok'   => $ok,
				'text' => $text,
			),
			5 * MINUTE_IN_SECONDS
		);
		wp_safe_redirect( self::page_url() );
		exit;
	}

	/**
	 * What a failed connect means, in words.
	 *
	 * @param array $answer status, body, message.
	 * @return string
	 */
	private static function describe_failure( array $answer ) {
		switch ( $answer['status'] ) {
			case 0:
				return $answer['message'];
			case 401:
				/* translators: %s: Vigil's reason. */
				return sprintf( __( 'Vigil refused the keys: %s Check the access key and the secret key, and the clock of this server.', 'vigil-moderation' ), $answer['message'] );
			case 403:
				/* translators: %s: Vigil's reason. */
				return sprintf( __( 'Vigil refused this site: %s', 'vigil-moderation' ), $answer['message'] );
			case 422:
				$details = array();
				if ( isset( $answer['body']['errors'] ) && is_array( $answer['body']['errors'] ) ) {
					foreach ( $answer['body']['errors'] as $field => $texts ) {
						$details[] = $field . ': ' . implode( ' ', (array) $texts );
					}
				}
				/* translators: %s: what Vigil found wrong. */
				return sprintf( __( 'Vigil did not accept the connection: %s', 'vigil-moderation' ), trim( $answer['message'] . ' ' . implode( '; ', $details ) ) );
			case 429:
				return __( 'Vigil asks to wait a moment (too many requests). Try again in a minute.', 'vigil-moderation' );
			default:
				/* translators: 1: HTTP status, 2: Vigil's message. */
				return sprintf( __( 'Vigil answered HTTP %1$d: %2$s', 'vigil-moderation' ), (int) $answer['status'], $answer['message'] );
		}
	}

	/**
	 * The page.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings   = Vigil_Options::get();
		$has_secret = Vigil_Options::has_secret_key();
		$result_key = Vigil_Options::CONNECT_RESULT . '_' . get_current_user_id();
		$result     = get_transient( $result_key );
		if ( false !== $result ) {
			delete_transient( $result_key );
		}
		$pending = count( Vigil_Submitter::pending() );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Vigil', 'vigil-moderation' ); ?></h1>
			<?php if ( isset( $_GET['vigil-saved'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice. ?>
				<div class="notice notice-success"><p><?php esc_html_e( 'Settings saved.', 'vigil-moderation' ); ?></p></div>
			<?php endif; ?>
			<?php if ( is_array( $result ) ) : ?>
				<div class="notice <?php echo esc_attr( $result['ok'] ? 'notice-success' : 'notice-error' ); ?>" id="vigil-connection-result"><p><?php echo esc_html( $result['text'] ); ?></p></div>
			<?php endif; ?>
			<?php if ( $pending > 0 ) : ?>
				<div class="notice notice-warning"><p>
				<?php
				/* translators: %d: number of submissions waiting. */
				echo esc_html( sprintf( _n( '%d submission is waiting to be sent again to Vigil.', '%d submissions are waiting to be sent again to Vigil.', $pending, 'vigil-moderation' ), $pending ) );
				?>
				</p></div>
			<?php endif; ?>

			<p><?php esc_html_e( 'Vigil checks new and edited comments and tells this site when one must come down. Take the keys from the domain\'s page in the Vigil console.', 'vigil-moderation' ); ?></p>

			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ACTION ); ?>" />
				<?php wp_nonce_field( self::SAVE_ACTION ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vigil_url"><?php esc_html_e( 'Vigil URL', 'vigil-moderation' ); ?></label></th>
						<td><input type="url" class="regular-text" id="vigil_url" name="vigil_url" value="<?php echo esc_attr( $settings['url'] ); ?>" placeholder="https://vigil.example.com" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="vigil_access_key"><?php esc_html_e( 'Access key', 'vigil-moderation' ); ?></label></th>
						<td><input type="text" class="regular-text code" id="vigil_access_key" name="vigil_access_key" value="<?php echo esc_attr( $settings['access_key'] ); ?>" autocomplete="off" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="vigil_secret_key"><?php esc_html_e( 'Secret key', 'vigil-moderation' ); ?></label></th>
						<td>
							<input type="password" class="regular-text code" id="vigil_secret_key" name="vigil_secret_key" value="" autocomplete="new-password" aria-describedby="vigil-secret-state" />
							<p class="description" id="vigil-secret-state">
								<?php
								if ( $has_secret ) {
									esc_html_e( 'A secret key is saved. It is never shown again; leave the field empty to keep it, or enter a new one to replace it.', 'vigil-moderation' );
								} else {
									esc_html_e( 'No secret key is saved yet.', 'vigil-moderation' );
								}
								?>
							</p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Mode', 'vigil-moderation' ); ?></th>
						<td>
							<fieldset>
								<label><input type="radio" name="vigil_mode" value="<?php echo esc_attr( Vigil_Options::MODE_PUBLISH ); ?>" <?php checked( $settings['mode'], Vigil_Options::MODE_PUBLISH ); ?> /> <?php esc_html_e( 'Publish, then remove: comments appear at once and are held when Vigil unpublishes them', 'vigil-moderation' ); ?></label><br />
								<label><input type="radio" name="vigil_mode" value="<?php echo esc_attr( Vigil_Options::MODE_HOLD ); ?>" <?php checked( $settings['mode'], Vigil_Options::MODE_HOLD ); ?> /> <?php esc_html_e( 'Hold until cleared: comments wait as pending until Vigil finds them clean', 'vigil-moderation' ); ?></label>
							</fieldset>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Posts', 'vigil-moderation' ); ?></th>
						<td><label><input type="checkbox" name="vigil_submit_posts" value="1" <?php checked( $settings['submit_posts'] ); ?> /> <?php esc_html_e( 'Send published posts and pages to Vigil too', 'vigil-moderation' ); ?></label></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Callback URL', 'vigil-moderation' ); ?></th>
						<td><code><?php echo esc_html( Vigil_Options::callback_url() ); ?></code></td>
					</tr>
				</table>
				<?php submit_button( __( 'Save settings', 'vigil-moderation' ) ); ?>
			</form>

			<h2><?php esc_html_e( 'Connection', 'vigil-moderation' ); ?></h2>
			<p><?php esc_html_e( 'Registers this site with Vigil (WordPress and plugin versions, callback URL). Save the settings first.', 'vigil-moderation' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::CONNECT_ACTION ); ?>" />
				<?php wp_nonce_field( self::CONNECT_ACTION ); ?>
				<?php submit_button( __( 'Test connection', 'vigil-moderation' ), 'secondary', 'vigil-test-connection', false ); ?>
			</form>
		</div>
		<?php
	}
}
