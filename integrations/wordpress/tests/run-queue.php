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

require __DIR__ . '/stand-ins.php';

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
add_filter( 'vigil_moderation_retry_delay', function ( $wait, $attempts ) { return $attempts > 1 ? 0 : $wait / 60; } );
vigil_check( 'lets a filter set the wait', Vigil_Submitter::backoff_seconds( 1 ), 1 );
vigil_check( 'waits a second at least, whatever the filter says', Vigil_Submitter::backoff_seconds( 2 ), 1 );
unset( $GLOBALS['vigil_test']['filters']['vigil_moderation_retry_delay'] );
vigil_check( 'waits as before once the filter is gone', Vigil_Submitter::backoff_seconds( 1 ), 60 );

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

vigil_check( 'schedules the cron event while entries wait', null !== $GLOBALS['vigil_test']['scheduled'], true );
Vigil_Submitter::unschedule();
vigil_check( 'deactivating the plugin removes the cron event', $GLOBALS['vigil_test']['scheduled'], null );
Vigil_Submitter::reschedule();
vigil_check( 'activating it again schedules it for what is still queued', null !== $GLOBALS['vigil_test']['scheduled'], true );

$GLOBALS['vigil_test']['up'] = true;
vigil_make_due();
Vigil_Submitter::retry_pending();
vigil_check( 'sends every queued comment once Vigil is back', Vigil_Submitter::pending(), array() );
$vigil_sent = $GLOBALS['vigil_test']['sent'];
sort( $vigil_sent );
vigil_check( 'each exactly once', $vigil_sent, array( 1, 2 ) );
vigil_check( 'and marks them as sent', get_comment_meta( 2, Vigil_Options::META_STATUS ), 'PENDING' );
vigil_check( 'with nothing queued, no cron event is left', $GLOBALS['vigil_test']['scheduled'], null );

vigil_report_and_exit();
