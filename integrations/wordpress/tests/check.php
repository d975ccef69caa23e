<?php
/**
 * The plain-PHP checks' one printer (run-vectors.php, run-queue.php, run-holds.php): a line
 * per check, then "N passed, N failed" and an exit status of 1 on any failure.
 *
 * @package Vigil_Moderation
 */

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

/**
 * Prints the closing count and exits: 1 on any failure.
 */
function vigil_report_and_exit() {
	global $vigil_passed, $vigil_failed;
	echo "\n$vigil_passed passed, $vigil_failed failed\n";
	exit( $vigil_failed > 0 ? 1 : 0 );
}
