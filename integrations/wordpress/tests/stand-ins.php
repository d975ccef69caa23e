<?php
/**
 * Stand-ins for the WordPress functions the plugin calls, and one check printer, for the
 * plain-PHP checks of the plugin (run-queue.php, run-holds.php). The plugin's classes are
 * real. Comments and posts are kept as their statuses in $GLOBALS['vigil_test'], meta as
 * values; Vigil answers each submission 202, or what `answers` says for its cms_meta.id, and
 * is down (a WP_Error, as for a refused connection) while `up` is false.
 *
 * @package Vigil_Moderation
 */

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['vigil_test'] = array(
	'options'   => array(),
	'meta'      => array(),
	'up'        => false,
	'sent'      => array(),
	'during'    => null,
	// Comment id => comment_approved ('1', '0', 'spam', 'trash'); '1' when not set.
	'comments'  => array(),
	// Comment id => its HTML ("Comment <id>" when not set).
	'contents'  => array(),
	// Post id => post_status.
	'posts'     => array(),
	// cms_meta.id => HTTP status Vigil answers for it (202 when not set).
	'answers'   => array(),
	// When the retry queue's cron event is due, null when none is scheduled.
	'scheduled' => null,
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
function add_filter( $hook, $callback ) { $GLOBALS['vigil_test']['filters'][ $hook ][] = $callback; }
function apply_filters( $hook, $value, ...$args ) {
	foreach ( $GLOBALS['vigil_test']['filters'][ $hook ] ?? array() as $callback ) {
		$value = $callback( $value, ...$args );
	}
	return $value;
}
function wp_clear_scheduled_hook() { $GLOBALS['vigil_test']['scheduled'] = null; }
function wp_schedule_single_event( $at ) { $GLOBALS['vigil_test']['scheduled'] = $at; }
function wp_list_pluck( $list, $field ) { return array_map( function ( $row ) use ( $field ) { return $row[ $field ]; }, $list ); }
function update_comment_meta( $id, $key, $value ) { $GLOBALS['vigil_test']['meta'][ "$id/$key" ] = $value; }
function get_comment_meta( $id, $key ) { return $GLOBALS['vigil_test']['meta'][ "$id/$key" ] ?? ''; }
function get_comment( $id ) { return (object) array( 'comment_ID' => $id, 'comment_author' => 'Reader', 'comment_content' => $GLOBALS['vigil_test']['contents'][ $id ] ?? "Comment $id", 'comment_approved' => $GLOBALS['vigil_test']['comments'][ $id ] ?? '1', 'comment_post_ID' => 1 ); }
function wp_set_comment_status( $id, $status ) { $GLOBALS['vigil_test']['comments'][ $id ] = array( 'hold' => '0', 'approve' => '1', 'spam' => 'spam', 'trash' => 'trash' )[ $status ]; return true; }
function update_post_meta( $id, $key, $value ) { $GLOBALS['vigil_test']['meta'][ "post$id/$key" ] = $value; }
function get_post_meta( $id, $key ) { return $GLOBALS['vigil_test']['meta'][ "post$id/$key" ] ?? ''; }
function get_post_status( $id ) { return $GLOBALS['vigil_test']['posts'][ $id ] ?? false; }
function wp_update_post( $post ) { $GLOBALS['vigil_test']['posts'][ $post['ID'] ] = $post['post_status']; return $post['ID']; }
function sanitize_text_field( $text ) { return trim( strip_tags( (string) $text ) ); }
function esc_url_raw( $url ) { return $url; }
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
	$code = $GLOBALS['vigil_test']['answers'][ $body['cms_meta']['id'] ] ?? 202;
	return array( 'response' => array( 'code' => $code ), 'body' => 202 === $code ? '{"id":"r' . count( $GLOBALS['vigil_test']['sent'] ) . '"}' : '{"error":"refused"}' );
}
// phpcs:enable

$vigil_plugin = dirname( __DIR__ ) . '/vigil-moderation/includes/';
require $vigil_plugin . 'class-vigil-signature.php';
require $vigil_plugin . 'class-vigil-options.php';
require $vigil_plugin . 'class-vigil-client.php';
require $vigil_plugin . 'class-vigil-submitter.php';
require $vigil_plugin . 'class-vigil-holds.php';

require __DIR__ . '/check.php';
