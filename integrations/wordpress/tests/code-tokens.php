<?php
/**
 * What the readers of PHP code (php74-constructs.php, wordpress-since.php) share: the PHP files
 * below a folder, and a source's tokens without whitespace and comments.
 *
 * @package Vigil_Moderation
 */

/**
 * The tokens that are code, in order: PHP's own token arrays and one-character strings.
 *
 * @param string $source PHP source.
 * @return array
 */
function vigil_code_tokens( $source ) {
	return array_values(
		array_filter(
			token_get_all( $source ),
			function ( $token ) {
				return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
			}
		)
	);
}

/**
 * The paths of the PHP files below a folder, at any depth.
 *
 * @param string $folder A folder.
 * @return string[]
 */
function vigil_php_files( $folder ) {
	$paths = array();
	foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $folder, FilesystemIterator::SKIP_DOTS ) ) as $file ) {
		if ( 'php' === $file->getExtension() ) {
			$paths[] = $file->getPathname();
		}
	}
	return $paths;
}
