<?php
/**
 * Which WordPress functions the plugin calls, and the version each came in, read from a
 * WordPress's own doc comments (decision 0193): the first `@since` of each function's
 * doc comment. The plugin's readme promises "Requires at least: 5.6".
 *
 * Usage: php integrations/wordpress/tests/wordpress-since.php <wordpress folder> <minimum>
 * Prints one line per function newer than <minimum> and a closing count; exits 1 if any.
 *
 * @package Vigil_Moderation
 */

require_once __DIR__ . '/code-tokens.php';

/**
 * The functions a PHP file calls by name (not methods, not definitions).
 *
 * @param string $source PHP source.
 * @return string[]
 */
function vigil_called_functions( $source ) {
	$tokens = vigil_code_tokens( $source );
	$called = array();
	foreach ( $tokens as $i => $token ) {
		if ( ! is_array( $token ) || T_STRING !== $token[0] || '(' !== ( $tokens[ $i + 1 ] ?? null ) ) {
			continue;
		}
		$before = $tokens[ $i - 1 ] ?? null;
		if ( is_array( $before ) && in_array( $before[0], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			continue;
		}
		$called[ strtolower( $token[1] ) ] = true;
	}
	return array_keys( $called );
}

/**
 * WordPress's functions and the version each came in, from its doc comments.
 *
 * @param string $root A WordPress folder.
 * @return array<string,string> Function name => version.
 */
function vigil_wordpress_since( $root ) {
	$since = array();
	foreach ( array( 'wp-includes', 'wp-admin/includes' ) as $folder ) {
		foreach ( vigil_php_files( "$root/$folder" ) as $path ) {
			$source = (string) file_get_contents( $path );
			if ( ! preg_match_all( '/\/\*\*((?:(?!\*\/).)*)\*\/\s*function\s+&?\s*(\w+)\s*\(/s', $source, $matches, PREG_SET_ORDER ) ) {
				continue;
			}
			foreach ( $matches as $match ) {
				if ( preg_match( '/@since\s+(?:MU\s+\(\d+\.\d+\.\d+\)\s+)?(\d+\.\d+(?:\.\d+)?)/', $match[1], $version ) ) {
					$since[ strtolower( $match[2] ) ] = $version[1];
				}
			}
		}
	}
	return $since;
}

if ( realpath( $argv[0] ) === realpath( __FILE__ ) ) {
	$vigil_root    = $argv[1] ?? '/usr/share/wordpress';
	$vigil_minimum = $argv[2] ?? '5.6';
	$vigil_since   = vigil_wordpress_since( $vigil_root );
	$vigil_called  = array();
	foreach ( vigil_php_files( dirname( __DIR__ ) . '/vigil-moderation' ) as $vigil_path ) {
		$vigil_called = array_merge( $vigil_called, vigil_called_functions( (string) file_get_contents( $vigil_path ) ) );
	}
	$vigil_known = 0;
	$vigil_newer = 0;
	foreach ( array_unique( $vigil_called ) as $vigil_function ) {
		if ( ! isset( $vigil_since[ $vigil_function ] ) ) {
			continue;
		}
		++$vigil_known;
		if ( version_compare( $vigil_since[ $vigil_function ], $vigil_minimum, '>' ) ) {
			++$vigil_newer;
			echo "NEWER  $vigil_function() came in WordPress {$vigil_since[ $vigil_function ]}\n";
		}
	}
	echo "\n" . count( $vigil_since ) . " WordPress functions read; the plugin calls $vigil_known of them, $vigil_newer newer than $vigil_minimum\n";
	exit( $vigil_newer > 0 ? 1 : 0 );
}
