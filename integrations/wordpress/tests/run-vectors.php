<?php
/**
 * Runs the shared signing vectors (packages/plugin-sdk/test-vectors/signatures.json) against
 * the plugin's Vigil_Signature, with plain PHP: no WordPress and no downloads needed.
 * Prints one line per failure and a closing "N passed, N failed"; exits 1 on any failure.
 *
 * Usage: php integrations/wordpress/tests/run-vectors.php [path/to/signatures.json]
 *
 * @package Vigil_Moderation
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__ ) . '/vigil-moderation/includes/class-vigil-signature.php';

$vigil_vectors_file = isset( $argv[1] ) ? $argv[1] : dirname( __DIR__, 3 ) . '/packages/plugin-sdk/test-vectors/signatures.json';
$vigil_vectors      = json_decode( (string) file_get_contents( $vigil_vectors_file ), true );
if ( ! is_array( $vigil_vectors ) || empty( $vigil_vectors['signatures'] ) || empty( $vigil_vectors['callbacks'] ) ) {
	fwrite( STDERR, "No vectors could be read from $vigil_vectors_file\n" );
	exit( 2 );
}

require __DIR__ . '/check.php';

foreach ( $vigil_vectors['signatures'] as $vigil_vector ) {
	vigil_check(
		'signs ' . $vigil_vector['name'],
		Vigil_Signature::compute( $vigil_vector['secret'], $vigil_vector['timestamp'], $vigil_vector['method'], $vigil_vector['path'], $vigil_vector['body'] ),
		$vigil_vector['signature']
	);
	$vigil_headers = Vigil_Signature::headers( 'vk_any', $vigil_vector['secret'], $vigil_vector['timestamp'], $vigil_vector['method'], $vigil_vector['path'], $vigil_vector['body'] );
	vigil_check( 'sends the signature header for ' . $vigil_vector['name'], $vigil_headers['X-Vigil-Signature'], $vigil_vector['signature'] );
}

foreach ( $vigil_vectors['callbacks'] as $vigil_vector ) {
	$vigil_seen    = new Vigil_Seen_Signatures();
	$vigil_outcome = '';
	for ( $vigil_i = 0; $vigil_i < $vigil_vector['deliveries']; $vigil_i++ ) {
		$vigil_result  = Vigil_Signature::verify_callback(
			array(
				'method'          => $vigil_vector['method'],
				'path_with_query' => $vigil_vector['path'],
				'headers'         => $vigil_vector['headers'],
				'raw_body'        => $vigil_vector['body'],
				'secret_key'      => $vigil_vector['secret'],
				'access_key'      => $vigil_vector['access_key'],
				'now'             => $vigil_vector['now'],
			),
			$vigil_seen
		);
		$vigil_outcome = $vigil_result['ok'] ? 'accepted' : $vigil_result['reason'];
	}
	vigil_check( 'verifies a callback with ' . $vigil_vector['name'], $vigil_outcome, $vigil_vector['expected'] );
}

// Headers as WordPress's REST API hands them over: lower case, underscores for dashes.
$vigil_vector = $vigil_vectors['callbacks'][0];
$vigil_rest   = array();
foreach ( $vigil_vector['headers'] as $vigil_name => $vigil_value ) {
	$vigil_rest[ str_replace( '-', '_', strtolower( $vigil_name ) ) ] = array( $vigil_value );
}
$vigil_result = Vigil_Signature::verify_callback(
	array(
		'method'          => 'POST',
		'path_with_query' => $vigil_vector['path'],
		'headers'         => $vigil_rest,
		'raw_body'        => $vigil_vector['body'],
		'secret_key'      => $vigil_vector['secret'],
		'access_key'      => $vigil_vector['access_key'],
		'now'             => $vigil_vector['now'],
	)
);
vigil_check( 'reads headers in the REST API\'s form', $vigil_result['ok'], true );

// A remembered signature is forgotten after twice the window, as the SDK's log does.
$vigil_seen = new Vigil_Seen_Signatures();
$vigil_seen->add( 'a', 1000 );
vigil_check( 'keeps a signature for ten minutes', $vigil_seen->has( 'a', 1600 ), true );
vigil_check( 'forgets it after that', $vigil_seen->has( 'a', 1601 ), false );

vigil_report_and_exit();
