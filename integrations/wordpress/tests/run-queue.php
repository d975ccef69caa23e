<?php
/**
 * The plugin's retry queue with plain PHP (decision 0183): WordPress's own functions (options,
 * comment meta, cron, the HTTP API) are stood in for here, the plugin's classes are real.
 * Vigil being down is WordPress's HTTP API answering a WP_Error, as it does for a refused
 * connection. Checks the back-off, that a comment sent while Vigil is down waits in the queue,
 * and that one queued by a visitor while the cron event is sending is not lost.
 * Prints one line per failure and a closing "N passed, N failed"; exits 1 on any failure.
 *
 * Usage: php integrations/wordpress/tests/run-queue.php
 *
 * @package Vigil_Moderation
 */

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['vigil_test'] = array(
	'options' => array(),
	'meta'    => array(),
	'up'      => false,
	'sent'    => array(),
	'during'  => null,
);

// phpcs:disable -- stand-ins for WordPress's functions, named and shaped as WordPress has them.
class WP_Error {
	private $message;
	public function __construct( $code = '', $message = '' ) { $this->message = $message; }
	public function get_error_message() { return $this->message; }
}
function is_wp_error( $thing ) { return $thing instanceof WP_Error; }
function __( $text ) { return $text; }
function get_option( $name, $default = false ) { return array_key_exists( $name, $GLOBALS['vigil_test']['options'] ) ? $GLOBALS['vigil_test']['options'][ $name ] : $default; }
function update_option( $name, $value ) { $GLOBALS['vigil_test']['options'][ $name ] = $value; return true; }
function add_action() {}
function add_filter() {}
function wp_clear_scheduled_hook() {}
function wp_schedule_single_event() {}
function wp_list_pluck( $list, $field ) { return array_map( function ( $row ) use ( $field ) { return $row[ $field ]; }, $list ); }
function update_comment_meta( $id, $key, $value ) { $GLOBALS['vigil_test']['meta'][ "$id/$key" ] = $value; }
function get_comment_meta( $id, $key ) { return $GLOBALS['vigil_test']['meta'][ "$id/$key" ] ?? ''; }
function get_comment( $id ) { return (object) array( 'comment_ID' => $id, 'comment_author' => 'Reader', 'comment_content' => "Comment $id", 'comment_approved' => '1', 'comment_post_ID' => 1 ); }
function get_comment_link( $comment ) { return 'http://wp.test/?p=1#comment-' . $comment->comment_ID; }
function wp_strip_all_tags( $text ) { return strip_tags( $text ); }
function wp_parse_url( $url, $component = -1 ) { return parse_url( $url, $component ); }
function home_url() { return 'http://wp.test'; }
function rest_url( $path = '' ) { return 'http://wp.test/wp-json/' . $path; }
function untrailingslashit( $text ) { return rtrim( $text, '/\\' ); }
function wp_json_encode( $data, $flags = 0 ) { return json_encode( $data, $flags ); }
function wp_parse_args( $args, $defaults ) { return array_merge( $defaults, is_array( $args ) ? $args : array() ); }
// WordPress brings its own mb_substr when PHP has no mbstring (wp-includes/compat.php).
if ( ! function_exists( 'mb_substr' ) ) {
	function mb_substr( $text, $start, $length = null ) { return substr( $text, $start, $length ); }
}
function wp_remote_retrieve_response_code( $response ) { return $response['response']['code']; }
function wp_remote_retrieve_body( $response ) { return $response['body']; }
function wp_remote_post( $url, $args ) {
	$during = $GLOBALS['vigil_test']['during'];
	$GLOBALS['vigil_test']['during'] = null;
	if ( $during ) {
		$during();
	}
	if ( ! $GLOBALS['vigil_test']['up'] ) {
		return new WP_Error( 'http_request_failed', 'Connection refused' );
	}
	$body = json_decode( $args['body'], true );
	$GLOBALS['vigil_test']['sent'][] = $body['cms_meta']['id'];
	return array( 'response' => array( 'code' => 202 ), 'body' => '{"id":"r' . count( $GLOBALS['vigil_test']['sent'] ) . '"}' );
}
// phpcs:enable

$vigil_plugin = dirname( __DIR__ ) . '/vigil-moderation/includes/';
require $vigil_plugin . 'class-vigil-signature.php';
require $vigil_plugin . 'class-vigil-options.php';
require $vigil_plugin . 'class-vigil-client.php';
require $vigil_plugin . 'class-vigil-submitter.php';

$vigil_passed = 0;
$vigil_failed = 0;

/**
 * One check.
 *
 * @param string $name     What is checked.
 * @param mixed  $actual   What the plugin did.
 * @param mixed  $expected What it must do.
 */
function vigil_check( $name, $actual, $expected ) {
	global $vigil_passed, $vigil_failed;
	if ( $actual === $expected ) {
		++$vigil_passed;
		echo "ok     $name\n";
		return;
	}
	++$vigil_failed;
	echo "FAILED $name: expected " . var_export( $expected, true ) . ', got ' . var_export( $actual, true ) . "\n";
}

/** Makes every queued entry due now, as time passing would. */
function vigil_make_due() {
	$pending = Vigil_Submitter::pending();
	foreach ( $pending as $key => $item ) {
		$pending[ $key ]['next_at'] = 0;
	}
	update_option( Vigil_Options::PENDING, $pending );
}

update_option( Vigil_Options::SETTINGS, array( 'url' => 'http://vigil.test', 'access_key' => 'vk_test', 'mode' => Vigil_Options::MODE_PUBLISH ) );
update_option( Vigil_Options::SECRET_KEY, 'vs_test' );

vigil_check( 'waits a minute after the first failure', Vigil_Submitter::backoff_seconds( 1 ), 60 );
vigil_check( 'doubles the wait after each failure', Vigil_Submitter::backoff_seconds( 3 ), 240 );
vigil_check( 'waits at most an hour', Vigil_Submitter::backoff_seconds( 20 ), 3600 );

Vigil_Submitter::submit_comment( 1 );
vigil_check( 'queues a comment Vigil could not take', array_keys( Vigil_Submitter::pending() ), array( 'comment:1:1' ) );
vigil_check( 'marks it as waiting to be sent', get_comment_meta( 1, Vigil_Options::META_STATUS ), Vigil_Submitter::STATUS_QUEUED );

vigil_make_due();
Vigil_Submitter::retry_pending();
$vigil_entry = Vigil_Submitter::pending()['comment:1:1'] ?? array();
vigil_check( 'keeps it after a retry that fails, one attempt more', $vigil_entry['attempts'] ?? null, 2 );

// While the cron event sends comment 1 (Vigil still down), a visitor's comment 2 fails too.
vigil_make_due();
$GLOBALS['vigil_test']['during'] = function () {
	Vigil_Submitter::submit_comment( 2 );
};
Vigil_Submitter::retry_pending();
$vigil_keys = array_keys( Vigil_Submitter::pending() );
sort( $vigil_keys );
vigil_check( 'loses no comment queued while the cron event was sending', $vigil_keys, array( 'comment:1:1', 'comment:2:2' ) );

$GLOBALS['vigil_test']['up'] = true;
vigil_make_due();
Vigil_Submitter::retry_pending();
vigil_check( 'sends every queued comment once Vigil is back', Vigil_Submitter::pending(), array() );
$vigil_sent = $GLOBALS['vigil_test']['sent'];
sort( $vigil_sent );
vigil_check( 'each exactly once', $vigil_sent, array( 1, 2 ) );
vigil_check( 'and marks them as sent', get_comment_meta( 2, Vigil_Options::META_STATUS ), 'PENDING' );

echo "\n$vigil_passed passed, $vigil_failed failed\n";
exit( $vigil_failed > 0 ? 1 : 0 );
