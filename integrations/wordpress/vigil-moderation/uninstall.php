<?php
/**
 * Removes everything the plugin stored: its options, the retry queue's cron event, and the
 * Vigil meta on comments and posts.
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

foreach ( array( 'vigil_settings', 'vigil_secret_key', 'vigil_plugin_id', 'vigil_pending_submissions', 'vigil_seen_signatures' ) as $vigil_option ) {
	delete_option( $vigil_option );
}
wp_clear_scheduled_hook( 'vigil_retry_pending_submissions' );

foreach ( array( '_vigil_status', '_vigil_report_id', '_vigil_held', '_vigil_content_hash', '_vigil_hidden', '_vigil_parts' ) as $vigil_meta_key ) {
	delete_metadata( 'comment', 0, $vigil_meta_key, '', true );
	delete_metadata( 'post', 0, $vigil_meta_key, '', true );
}

global $wpdb;
// Per-user "Test connection" answers are transients named vigil_connect_result_<user id>.
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vigil\\_connect\\_result\\_%' OR option_name LIKE '\\_transient\\_timeout\\_vigil\\_connect\\_result\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
