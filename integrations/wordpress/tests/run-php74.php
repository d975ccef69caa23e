<?php
/**
 * The plugin's PHP read for what PHP 7.4 cannot run (php74-constructs.php), and the reader
 * itself checked on code that uses each PHP 8 construct, so a reader that finds nothing cannot
 * pass. Prints one line per check and a closing "N passed, N failed"; exits 1 on any failure.
 *
 * Usage: php integrations/wordpress/tests/run-php74.php
 *
 * @package Vigil_Moderation
 */

require __DIR__ . '/check.php';
require __DIR__ . '/php74-constructs.php';

$vigil_newer = array(
	'match expression'                 => '<?php $a = match ( $b ) { 1 => 2, default => 3 };',
	'nullsafe operator ?->'            => '<?php $a = $b?->c;',
	'attribute #[...]'                 => "<?php\n#[Attr]\nfunction f() {}",
	'named argument'                   => '<?php f( name: 1 );',
	'first-class callable (...)'       => '<?php $f = strlen( ... );',
	'throw as an expression'           => '<?php $a = $b ?? throw new Exception();',
	'catch without a variable'         => '<?php try { f(); } catch ( Exception ) { g(); }',
	'union type'                       => '<?php function f( int|string $a ) {}',
	'promoted constructor property'    => '<?php class A { function __construct( private $a ) {} }',
	'trailing comma in a parameter list' => '<?php function f( $a, ) {}',
	'return type mixed'                => '<?php function f(): mixed {}',
	'function str_contains()'          => '<?php $a = str_contains( $b, "c" );',
);
foreach ( $vigil_newer as $vigil_what => $vigil_source ) {
	$vigil_found = implode( '; ', vigil_php8_findings( $vigil_source ) );
	vigil_check( "finds the $vigil_what", false !== strpos( $vigil_found, $vigil_what ), true );
}
vigil_check(
	'finds nothing in PHP 7.4 code: ternaries, case labels, static calls, closures, nullable types',
	vigil_php8_findings( '<?php function f( ?int $a = null, array $b = array() ): ?string { switch ( $a ) { case X: return $a ? Y : Z; } return A::b( function ( $c ) use ( $b ) { return $c; }, ...$b ); }' ),
	array()
);

foreach ( vigil_php_files( dirname( __DIR__ ) . '/vigil-moderation' ) as $vigil_path ) {
	$vigil_name = substr( $vigil_path, strlen( dirname( __DIR__ ) ) + 1 );
	vigil_check( "$vigil_name runs on PHP 7.4", vigil_php8_findings( (string) file_get_contents( $vigil_path ) ), array() );
}

vigil_report_and_exit();
